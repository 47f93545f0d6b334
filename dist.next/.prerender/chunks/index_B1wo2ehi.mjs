import { c as createComponent, l as __exportAll, n as business, r as homeCarouselCategoryNames, s as createAstro, t as $$BaseLayout } from "./BaseLayout_BeSNlrJR.mjs";
import { a as renderComponent, d as renderTemplate, f as maybeRenderHead, m as addAttribute } from "./server_D01g9Dyh.mjs";
import { n as formatCop, r as formatUsdFromCop, t as loadCatalogueForBuild } from "./catalogue-snapshot_CZkGeEfz.mjs";
// src/components/ProductCard.astro
createAstro("http://localhost:4321");
var $$ProductCard = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$ProductCard;
	const { product, eager = false } = Astro.props;
	const image = product.productImage[0] ?? "/images/placeholder.svg";
	return renderTemplate`${maybeRenderHead($$result)}<article class="product-card" data-astro-cid-4fhpls6h><a${addAttribute(`/product/${product._id}`, "href")} class="product-card-link" data-astro-cid-4fhpls6h><img${addAttribute(image, "src")}${addAttribute(product.productName, "alt")} width="400" height="400"${addAttribute(eager ? "eager" : "lazy", "loading")} decoding="async" data-astro-cid-4fhpls6h><h3 data-astro-cid-4fhpls6h>${product.productName}</h3></a><p class="meta" data-astro-cid-4fhpls6h>${product.category} · ${product.brandName}</p><p class="prices" data-astro-cid-4fhpls6h><span class="price-now" data-astro-cid-4fhpls6h>${formatCop(product.sellingPrice)}</span><span class="price-usd" data-astro-cid-4fhpls6h>≈ ${formatUsdFromCop(product.sellingPrice)}</span>${product.price > product.sellingPrice && renderTemplate`<s class="price-before" data-astro-cid-4fhpls6h>${formatCop(product.price)}</s>`}</p></article>`;
}, "/work/main/src/components/ProductCard.astro", void 0);
// src/pages/index.astro
var pages_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Index,
	file: () => $$file,
	url: () => ""
});
var $$Index = createComponent(async ($$result, $$props, $$slots) => {
	const { products } = await loadCatalogueForBuild();
	const sections = homeCarouselCategoryNames.map((name) => ({
		name,
		products: products.filter((product) => product.category === name)
	}));
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, {
		"title": business.name,
		"description": "Equipos de cómputo, accesorios, ropa y servicios de bronceado y spa en Medellín. Compra en línea y reserva tu cita."
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div class="container"><h1 class="page-title">Bienvenido a ${business.name}</h1><p>${business.tagline}. Compra en línea, recoge en tienda o recibe en tu casa, y reserva tu sesión de bronceado o spa.</p>${sections.map((section, sectionIndex) => renderTemplate`<section${addAttribute(`home-${section.name}`, "aria-labelledby")}><h2 class="section-title"${addAttribute(`home-${section.name}`, "id")}>${section.name}</h2><ul class="product-grid">${section.products.map((product, index) => renderTemplate`<li>${renderComponent($$result, "ProductCard", $$ProductCard, {
		"product": product,
		"eager": sectionIndex === 0 && index < 4
	})}</li>`)}</ul></section>`)}</div>` })}`;
}, "/work/main/src/pages/index.astro", void 0);
var $$file = "/work/main/src/pages/index.astro";
// \0virtual:astro:page:src/pages/index@_@astro
var page = () => pages_exports;
export { page };
