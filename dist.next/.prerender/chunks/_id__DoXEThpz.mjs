import { c as createComponent, l as __exportAll, s as createAstro, t as $$BaseLayout } from "./BaseLayout_BeSNlrJR.mjs";
import { a as renderComponent, d as renderTemplate, f as maybeRenderHead, m as addAttribute } from "./server_D01g9Dyh.mjs";
import { n as formatCop, r as formatUsdFromCop, t as loadCatalogueForBuild } from "./catalogue-snapshot_CZkGeEfz.mjs";
// src/domain/messages.ts
/**
* Every Spanish text the shop shows or answers with, in one place.
* Texts quoted by the product spec are kept verbatim; the rest follow their tone.
*/
var messages = {
	invalidJson: "El cuerpo de la solicitud no es un JSON válido.",
	invalidInput: "Los datos enviados no son válidos.",
	payloadTooLarge: "La solicitud es demasiado grande.",
	notFound: "Recurso no encontrado.",
	routeNotFound: "La ruta solicitada no existe.",
	internalError: "Ocurrió un error interno. Intenta de nuevo más tarde.",
	storeUnavailable: "El servicio no está disponible en este momento. Intenta de nuevo en unos segundos.",
	foreignOrigin: "Solicitud rechazada: el origen no está permitido.",
	notSignedIn: "Debes iniciar sesión para continuar.",
	adminOnly: "No tienes permiso para realizar esta acción.",
	tooManyRequests: "Demasiadas solicitudes. Intenta de nuevo más tarde.",
	healthOk: "Servicio en funcionamiento.",
	productNotFound: "Producto no encontrado.",
	productIdInvalid: "El identificador del producto no es válido.",
	productsLoaded: "Productos obtenidos correctamente.",
	categoriesLoaded: "Categorías obtenidas correctamente.",
	categoryNotFound: "Categoría no encontrada.",
	noCategories: "No hay categorías disponibles.",
	retry: "Intentar nuevamente",
	categoryError: (message) => `Error: ${message}`,
	categoryEmpty: "No hay productos en esta categoría.",
	searchEmpty: "No encontrado....",
	cartEmpty: "No hay productos en tu carrito.",
	addToCart: "Añadir al carrito",
	addService: "Añadir",
	outOfStock: "Agotado",
	inStock: (count) => count === 1 ? "Queda 1 unidad" : `${count} unidades disponibles`,
	passwordsDoNotMatch: "Las contraseñas no coinciden.",
	loginError: "Error al iniciar sesión",
	loginRequestError: "Error en la solicitud de login",
	logoutError: "Error al cerrar sesión.",
	reservationNeedsDateTime: "Por favor, selecciona una fecha y una hora para reservar.",
	tuesdayClosed: "Lo sentimos, los martes estamos cerrados. Por favor elige otro día.",
	serviceUnavailable: "Lo sentimos, este servicio no está disponible.",
	reservationPageIncomplete: "Por favor, selecciona un servicio, una fecha y una hora",
	contactSent: "¡Formulario enviado con éxito!",
	contactFailed: "Hubo un error al enviar el formulario.",
	contactNameRequired: "El nombre es obligatorio.",
	contactEmailInvalid: "Ingresa un correo electrónico válido.",
	contactMessageRequired: "El mensaje es obligatorio.",
	contactRateLimited: "Has enviado demasiados mensajes. Intenta de nuevo en unos minutos.",
	searchQueryTooLong: "La búsqueda es demasiado larga.",
	priceRangeInvalid: "El precio mínimo no puede ser mayor que el máximo.",
	paymentCreateError: "Error al crear la orden de pago",
	paymentFailed: "El pago falló, intenta nuevamente.",
	paymentProcessingError: "Ocurrió un error en el procesamiento del pago.",
	paymentSuccess: "¡Pago realizado exitosamente!",
	cardPaymentSuccess: "¡Pago con tarjeta exitoso!",
	noTransactionDetails: "No se encontraron detalles de la transacción.",
	uploadAtLeastOneImage: "Por favor, sube al menos una imagen del producto.",
	invalidNewCategory: "Ingrese un nombre válido para la nueva categoría.",
	categoryExists: "La categoría ya existe.",
	productUploadError: "Error al subir el producto.",
	imageUploadError: "Error al subir la imagen.",
	productDeleted: "Producto eliminado con éxito",
	productDeleteError: "Error al eliminar el producto",
	productIdMissing: "ID de producto no disponible",
	reservationsFetchError: "Error al obtener reservas.",
	salesFetchError: "Error al obtener ventas.",
	reservationDeleteError: "Error al eliminar la reserva.",
	saleDeleteError: "Error al eliminar la venta.",
	reservationDeleted: "Reserva eliminada correctamente.",
	saleDeleted: "Venta eliminada correctamente.",
	shippingLoadError: "Error al cargar las tarifas de envío",
	shippingUpdated: "Tarifas de envío actualizadas correctamente",
	shippingUpdateError: "Error al actualizar las tarifas de envío",
	noNeighborhoods: "No hay barrios agregados.",
	editShippingRates: "Editar Tarifas de Envío",
	paymentRejectedTitle: "Pago Rechazado",
	paymentPendingTitle: "Pago Pendiente",
	paymentCancelledTitle: "Pago Cancelado",
	loadingUser: "Cargando datos del usuario...",
	configMissing: (name) => `Falta la variable de entorno ${name}: es obligatoria en producción.`,
	configInvalid: (name, detail) => `La variable de entorno ${name} no es válida: ${detail}`
};
// src/pages/product/[id].astro
var _id__exports = /* @__PURE__ */ __exportAll({
	default: () => $$Id,
	file: () => $$file,
	getStaticPaths: () => getStaticPaths,
	url: () => $$url
});
createAstro("http://localhost:4321");
async function getStaticPaths() {
	const { products } = await loadCatalogueForBuild();
	return products.map((product) => ({
		params: { id: product._id },
		props: { product }
	}));
}
var $$Id = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Id;
	const { product } = Astro.props;
	const description = product.description.length > 155 ? `${product.description.slice(0, 152)}…` : product.description;
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, {
		"title": product.productName,
		"description": description,
		"image": product.productImage[0],
		"data-astro-cid-guduop74": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<article class="container product-detail" data-astro-cid-guduop74><div class="gallery" data-astro-cid-guduop74>${product.productImage[0] && renderTemplate`<img${addAttribute(product.productImage[0], "src")}${addAttribute(product.productName, "alt")} width="800" height="800" loading="eager" fetchpriority="high" data-astro-cid-guduop74>`}</div><div class="info" data-astro-cid-guduop74><p class="meta" data-astro-cid-guduop74>${product.brandName} · ${product.category}</p><h1 class="page-title" data-astro-cid-guduop74>${product.productName}</h1><p class="prices" data-astro-cid-guduop74><span class="price-now" data-astro-cid-guduop74>${formatCop(product.sellingPrice)}</span><span class="price-usd" data-astro-cid-guduop74>≈ ${formatUsdFromCop(product.sellingPrice)}</span>${product.price > product.sellingPrice && renderTemplate`<s class="price-before" data-astro-cid-guduop74>${formatCop(product.price)}</s>`}</p><p class="stock" data-astro-cid-guduop74>${product.stock > 0 ? messages.inStock(product.stock) : messages.outOfStock}</p><p data-astro-cid-guduop74>${product.description}</p></div></article>` })}`;
}, "/work/main/src/pages/product/[id].astro", void 0);
var $$file = "/work/main/src/pages/product/[id].astro";
var $$url = "/product/[id]";
// \0virtual:astro:page:src/pages/product/[id]@_@astro
var page = () => _id__exports;
export { page };
