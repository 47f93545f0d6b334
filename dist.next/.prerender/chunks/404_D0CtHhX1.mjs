import { c as createComponent, l as __exportAll, t as $$BaseLayout } from "./BaseLayout_BeSNlrJR.mjs";
import { a as renderComponent, d as renderTemplate, f as maybeRenderHead } from "./server_D01g9Dyh.mjs";
// src/pages/404.astro
var _404_exports = /* @__PURE__ */ __exportAll({
	default: () => $$404,
	file: () => $$file,
	url: () => $$url
});
var $$404 = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, {
		"title": "Página no encontrada",
		"description": "La página que buscas no existe.",
		"noindex": true,
		"data-astro-cid-ibpinaeu": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div class="container not-found" data-astro-cid-ibpinaeu><h1 class="page-title" data-astro-cid-ibpinaeu>Página no encontrada</h1><p data-astro-cid-ibpinaeu>Lo sentimos, la página que buscas no existe o fue movida.</p><a class="btn" href="/" data-astro-cid-ibpinaeu>Volver al inicio</a></div>` })}`;
}, "/work/main/src/pages/404.astro", void 0);
var $$file = "/work/main/src/pages/404.astro";
var $$url = "/404";
// \0virtual:astro:page:src/pages/404@_@astro
var page = () => _404_exports;
export { page };
