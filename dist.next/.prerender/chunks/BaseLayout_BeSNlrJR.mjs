import { A as InvalidComponentArgs, J as AstroError, K as UnavailableAstroGlobal, Z as ASTRO_GENERATOR, a as renderComponent, c as renderSlot, d as renderTemplate, f as maybeRenderHead, m as addAttribute, p as renderHead } from "./server_D01g9Dyh.mjs";
import { useStore } from "@nanostores/react";
import { persistentAtom } from "@nanostores/persistent";
import { computed } from "nanostores";
import { jsx, jsxs } from "react/jsx-runtime";
// \0rolldown/runtime.js
var __defProp = Object.defineProperty;
var __exportAll = (all, no_symbols) => {
	let target = {};
	for (var name in all) __defProp(target, name, {
		get: all[name],
		enumerable: true
	});
	if (!no_symbols) __defProp(target, Symbol.toStringTag, { value: "Module" });
	return target;
};
// node_modules/astro/dist/runtime/server/astro-component.js
function validateArgs(args) {
	if (args.length !== 3) return false;
	if (!args[0] || typeof args[0] !== "object") return false;
	return true;
}
function baseCreateComponent(cb, moduleId, propagation) {
	const name = moduleId?.split("/").pop()?.replace(".astro", "") ?? "";
	const fn = (...args) => {
		if (!validateArgs(args)) throw new AstroError({
			...InvalidComponentArgs,
			message: InvalidComponentArgs.message(name)
		});
		return cb(...args);
	};
	Object.defineProperty(fn, "name", {
		value: name,
		writable: false
	});
	fn.isAstroComponentFactory = true;
	fn.moduleId = moduleId;
	fn.propagation = propagation;
	return fn;
}
function createComponentWithOptions(opts) {
	return baseCreateComponent(opts.factory, opts.moduleId, opts.propagation);
}
function createComponent(arg1, moduleId, propagation) {
	if (typeof arg1 === "function") return baseCreateComponent(arg1, moduleId, propagation);
	else return createComponentWithOptions(arg1);
}
// node_modules/astro/dist/runtime/server/astro-global.js
function createError(name) {
	return new AstroError({
		...UnavailableAstroGlobal,
		message: UnavailableAstroGlobal.message(name)
	});
}
function createAstro(site) {
	return {
		get site() {
			console.warn(`Astro.site inside getStaticPaths is deprecated and will be removed in a future major version of Astro. Use import.meta.env.SITE instead`);
			return site ? new URL(site) : void 0;
		},
		get generator() {
			console.warn(`Astro.generator inside getStaticPaths is deprecated and will be removed in a future major version of Astro.`);
			return ASTRO_GENERATOR;
		},
		get callAction() {
			throw createError("callAction");
		},
		get clientAddress() {
			throw createError("clientAddress");
		},
		get cookies() {
			throw createError("cookies");
		},
		get csp() {
			throw createError("csp");
		},
		get currentLocale() {
			throw createError("currentLocale");
		},
		get getActionResult() {
			throw createError("getActionResult");
		},
		get isPrerendered() {
			throw createError("isPrerendered");
		},
		get locals() {
			throw createError("locals");
		},
		get originPathname() {
			throw createError("originPathname");
		},
		get params() {
			throw createError("params");
		},
		get preferredLocale() {
			throw createError("preferredLocale");
		},
		get preferredLocaleList() {
			throw createError("preferredLocaleList");
		},
		get props() {
			throw createError("props");
		},
		get redirect() {
			throw createError("redirect");
		},
		get request() {
			throw createError("request");
		},
		get response() {
			throw createError("response");
		},
		get rewrite() {
			throw createError("rewrite");
		},
		get routePattern() {
			throw createError("routePattern");
		},
		get self() {
			throw createError("self");
		},
		get slots() {
			throw createError("slots");
		},
		get url() {
			throw createError("url");
		},
		get session() {
			throw createError("session");
		},
		get cache() {
			throw createError("cache");
		},
		get logger() {
			throw createError("logger");
		}
	};
}
// src/domain/catalogue.ts
/**
* Catalogue rules shared by the pages, the islands and the API.
*/
/** The category links of the header, in the spec's order (spec §2). */
var headerCategoryLinks = [
	{
		href: "/moviles",
		label: "Móviles",
		slug: "moviles"
	},
	{
		href: "/fundas",
		label: "Fundas",
		slug: "fundas"
	},
	{
		href: "/cargadores",
		label: "Cargadores",
		slug: "cargadores"
	},
	{
		href: "/auriculares",
		label: "Auriculares",
		slug: "auriculares"
	},
	{
		href: "/computadoras",
		label: "Computadoras",
		slug: "computadoras"
	},
	{
		href: "/teclados",
		label: "Teclados",
		slug: "teclados"
	},
	{
		href: "/webcams",
		label: "Webcams",
		slug: "webcams"
	},
	{
		href: "/almacenamiento",
		label: "Almacenamiento",
		slug: "almacenamiento"
	},
	{
		href: "/componentes",
		label: "Componentes",
		slug: "componentes"
	},
	{
		href: "/tarjetas",
		label: "Tarjetas de video",
		slug: "tarjetas"
	},
	{
		href: "/ram",
		label: "Memoria RAM",
		slug: "ram"
	},
	{
		href: "/ssd",
		label: "Discos SSD",
		slug: "ssd"
	},
	{
		href: "/hogar",
		label: "Hogar",
		slug: "hogar"
	},
	{
		href: "/inteligentes",
		label: "Inteligentes",
		slug: "inteligentes"
	},
	{
		href: "/camaras",
		label: "Cámaras",
		slug: "camaras"
	}
];
var mainNavLinks = [
	{
		href: "/",
		label: "Inicio"
	},
	{
		href: "/nosotros",
		label: "Nosotros"
	},
	{
		href: "/servicios",
		label: "Servicios"
	},
	{
		href: "/productos",
		label: "Productos"
	}
];
/** Categories shown as carousels on the home page (spec §9). */
var homeCarouselCategoryNames = ["Destacados", "Productos"];
/** Lower-case, accent-free form used for every comparison and search. */
function normalizeText(value) {
	return value.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().trim();
}
/** URL slug for a category name: "Tarjetas de video" → "tarjetas-de-video". */
function slugify(name) {
	return normalizeText(name).replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}
/** The text a product is found by: name, brand and category, accent- and case-free. */
function productSearchText(product) {
	return normalizeText(`${product.productName} ${product.brandName} ${product.category}`);
}
// src/domain/business.ts
/**
* The business itself: name, contact details and opening hours (spec §2 "Contact page").
*/
var business = {
	name: "Tienda Medellín",
	tagline: "Tecnología, ropa y bienestar en Medellín",
	address: "Carrera 43A # 1-50, El Poblado, Medellín, Antioquia, Colombia",
	phoneDisplay: "+57 300 123 4567",
	phoneE164: "+573001234567",
	/** WhatsApp chat number, digits only, country code first. */
	whatsapp: "573001234567",
	email: "contacto@tiendamedellin.co",
	openingHours: [
		"Miércoles a lunes: 9:00 am a 4:00 pm",
		"Cerrado todos los martes",
		"Domingos y festivos: 9:00 am a 4:00 pm"
	]
};
// src/domain/cart.ts
var emptyCart = { items: [] };
function cartCount(cart) {
	return cart.items.reduce((total, line) => total + line.quantity, 0);
}
// src/stores/cart.ts
/**
* The visitor's cart, kept in localStorage and shared by every island.
*/
var $cart = persistentAtom("tienda:cart", emptyCart, {
	encode: JSON.stringify,
	decode: (raw) => {
		try {
			const parsed = JSON.parse(raw);
			return Array.isArray(parsed?.items) ? parsed : emptyCart;
		} catch {
			return emptyCart;
		}
	}
});
var $cartCount = computed($cart, cartCount);
// src/islands/cart/CartBadge.tsx
/** The header's cart link with the number of units in the cart. */
function CartBadge() {
	const count = useStore($cartCount);
	const label = count === 1 ? "Carrito: 1 producto" : `Carrito: ${count} productos`;
	return /* @__PURE__ */ jsxs("a", {
		href: "/cart",
		className: "cart-link",
		"aria-label": label,
		children: [/* @__PURE__ */ jsxs("svg", {
			"aria-hidden": "true",
			width: "24",
			height: "24",
			viewBox: "0 0 24 24",
			fill: "none",
			stroke: "currentColor",
			strokeWidth: "2",
			children: [
				/* @__PURE__ */ jsx("path", { d: "M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" }),
				/* @__PURE__ */ jsx("circle", {
					cx: "10",
					cy: "20",
					r: "1.5"
				}),
				/* @__PURE__ */ jsx("circle", {
					cx: "17",
					cy: "20",
					r: "1.5"
				})
			]
		}), count > 0 && /* @__PURE__ */ jsx("span", {
			className: "cart-badge",
			"data-testid": "cart-count",
			children: count
		})]
	});
}
// src/components/Header.astro
var $$Header = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${maybeRenderHead($$result)}<header class="site-header" data-astro-cid-nen7h5rs><div class="container header-row" data-astro-cid-nen7h5rs><a href="/" class="logo"${addAttribute(`${business.name}, ir al inicio`, "aria-label")} data-astro-cid-nen7h5rs><img src="/logo.svg" alt="" width="160" height="40" data-astro-cid-nen7h5rs></a><form class="search" action="/search" method="get" role="search" data-astro-cid-nen7h5rs><label for="header-search" class="visually-hidden" data-astro-cid-nen7h5rs>Buscar productos</label><input id="header-search" type="search" name="q" placeholder="Buscar productos y servicios" required maxlength="100" data-astro-cid-nen7h5rs><input type="hidden" name="description" value="true" data-astro-cid-nen7h5rs><button type="submit" class="search-button" aria-label="Buscar" data-astro-cid-nen7h5rs><svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" data-astro-cid-nen7h5rs><circle cx="11" cy="11" r="7" data-astro-cid-nen7h5rs></circle><path d="m20 20-3.5-3.5" data-astro-cid-nen7h5rs></path></svg></button></form><div class="header-actions" data-astro-cid-nen7h5rs>${renderComponent($$result, "CartBadge", CartBadge, {
		"client:idle": true,
		"data-astro-cid-nen7h5rs": true,
		"client:component-hydration": "idle",
		"client:component-path": "/work/main/src/islands/cart/CartBadge.tsx",
		"client:component-export": "default"
	})}<a href="/login" class="btn btn-outline header-login" data-astro-cid-nen7h5rs>Iniciar sesión</a></div></div><nav class="container main-nav" aria-label="Principal" data-astro-cid-nen7h5rs><ul data-astro-cid-nen7h5rs>${mainNavLinks.map((link) => renderTemplate`<li data-astro-cid-nen7h5rs><a${addAttribute(link.href, "href")} data-astro-cid-nen7h5rs>${link.label}</a></li>`)}<li data-astro-cid-nen7h5rs><details class="mega-menu" data-astro-cid-nen7h5rs><summary data-astro-cid-nen7h5rs>Categorías</summary><ul class="mega-menu-list" data-astro-cid-nen7h5rs>${headerCategoryLinks.map((link) => renderTemplate`<li data-astro-cid-nen7h5rs><a${addAttribute(link.href, "href")} data-astro-cid-nen7h5rs>${link.label}</a></li>`)}</ul></details></li></ul></nav></header>`;
}, "/work/main/src/components/Header.astro", void 0);
// src/components/Footer.astro
var $$Footer = createComponent(($$result, $$props, $$slots) => {
	const year = (/* @__PURE__ */ new Date()).getFullYear();
	return renderTemplate`${maybeRenderHead($$result)}<footer class="site-footer" data-astro-cid-jo6i4kqk><div class="container footer-grid" data-astro-cid-jo6i4kqk><section aria-labelledby="footer-about" data-astro-cid-jo6i4kqk><h2 id="footer-about" data-astro-cid-jo6i4kqk>${business.name}</h2><p data-astro-cid-jo6i4kqk>${business.tagline}.</p><p data-astro-cid-jo6i4kqk>${business.address}</p></section><section aria-labelledby="footer-links" data-astro-cid-jo6i4kqk><h2 id="footer-links" data-astro-cid-jo6i4kqk>Enlaces</h2><ul data-astro-cid-jo6i4kqk><li data-astro-cid-jo6i4kqk><a href="/productos" data-astro-cid-jo6i4kqk>Productos</a></li><li data-astro-cid-jo6i4kqk><a href="/servicios" data-astro-cid-jo6i4kqk>Servicios</a></li><li data-astro-cid-jo6i4kqk><a href="/nosotros" data-astro-cid-jo6i4kqk>Nosotros</a></li><li data-astro-cid-jo6i4kqk><a href="/contacto" data-astro-cid-jo6i4kqk>Contacto</a></li></ul></section><section aria-labelledby="footer-hours" data-astro-cid-jo6i4kqk><h2 id="footer-hours" data-astro-cid-jo6i4kqk>Horario</h2><ul data-astro-cid-jo6i4kqk>${business.openingHours.map((line) => renderTemplate`<li data-astro-cid-jo6i4kqk>${line}</li>`)}</ul></section></div><p class="container copyright" data-astro-cid-jo6i4kqk>© ${year} ${business.name}. Medellín, Colombia.</p></footer>`;
}, "/work/main/src/components/Footer.astro", void 0);
var $$BaseLayout = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$BaseLayout;
	const { title, description, image = "/images/banner/slide-1.svg", noindex = false } = Astro.props;
	const fullTitle = title === business.name ? title : `${title} | ${business.name}`;
	const canonical = new URL(Astro.url.pathname, Astro.site);
	const imageUrl = new URL(image, Astro.site);
	return renderTemplate`<html lang="es-CO"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${fullTitle}</title><meta name="description"${addAttribute(description, "content")}><link rel="canonical"${addAttribute(canonical, "href")}>${noindex && renderTemplate`<meta name="robots" content="noindex">`}<meta property="og:type" content="website"><meta property="og:locale" content="es_CO"><meta property="og:site_name"${addAttribute(business.name, "content")}><meta property="og:title"${addAttribute(fullTitle, "content")}><meta property="og:description"${addAttribute(description, "content")}><meta property="og:url"${addAttribute(canonical, "content")}><meta property="og:image"${addAttribute(imageUrl, "content")}><meta name="theme-color" content="#3b2fc9"><link rel="icon" href="/favicon.svg" type="image/svg+xml">${renderSlot($$result, $$slots["head"])}${renderHead($$result)}</head><body><a class="skip-link" href="#contenido">Saltar al contenido</a>${renderComponent($$result, "Header", $$Header, {})}<main id="contenido">${renderSlot($$result, $$slots["default"])}</main>${renderComponent($$result, "Footer", $$Footer, {})}</body></html>`;
}, "/work/main/src/layouts/BaseLayout.astro", void 0);
export { productSearchText as a, createComponent as c, normalizeText as i, __exportAll as l, business as n, slugify as o, homeCarouselCategoryNames as r, createAstro as s, $$BaseLayout as t };
