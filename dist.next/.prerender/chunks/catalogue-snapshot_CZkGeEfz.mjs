import { a as productSearchText, i as normalizeText, o as slugify } from "./BaseLayout_BeSNlrJR.mjs";
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import Datastore from "@seald-io/nedb";
import { MongoClient, MongoServerError, ObjectId } from "mongodb";
import "bcryptjs";
// src/domain/money.ts
/**
* Money rules. Amounts are integer Colombian pesos (COP); USD is derived, never stored as the source.
*/
var COP_PER_USD = 4e3;
var copFormatter = new Intl.NumberFormat("es-CO", {
	style: "currency",
	currency: "COP",
	maximumFractionDigits: 0,
	minimumFractionDigits: 0
});
var usdFormatter = new Intl.NumberFormat("es-CO", {
	style: "currency",
	currency: "USD",
	currencyDisplay: "code",
	minimumFractionDigits: 2,
	maximumFractionDigits: 2
});
/** "$ 1.250.000" — Intl's es-CO output, with its non-breaking spaces kept. */
function formatCop(amountCop) {
	return copFormatter.format(amountCop);
}
/** US cents for a COP amount: COP / 4000, rounded half-up to the cent. */
function copToUsdCents(amountCop) {
	return Math.floor((amountCop * 100 + COP_PER_USD / 2) / COP_PER_USD);
}
/** "US$ 12,50" style label for the "≈ US$" hint beside COP prices. */
function formatUsdCents(cents) {
	return usdFormatter.format(cents / 100).replace("USD", "US$");
}
function formatUsdFromCop(amountCop) {
	return formatUsdCents(copToUsdCents(amountCop));
}
// functions/config.ts
var optionalText = z.string().trim().transform((value) => value === "" ? void 0 : value).optional();
var optionalUrl = optionalText.pipe(z.url().optional());
var envSchema = z.object({
	NODE_ENV: optionalText,
	NETLIFY: optionalText,
	PORT: z.coerce.number().int().min(1).max(65535).default(4321),
	HOST: z.string().default("localhost"),
	DATA_DIR: z.string().default(".data"),
	SITE_URL: optionalUrl,
	/** Netlify sets URL to the site's main address. */
	URL: optionalUrl,
	MONGODB_URI: optionalText,
	MONGODB_DB: z.string().default("tienda"),
	JWT_SECRET: optionalText.pipe(z.string().min(32, { error: "debe tener al menos 32 caracteres" }).optional()),
	PAYPAL_CLIENT_ID: optionalText,
	PAYPAL_CLIENT_SECRET: optionalText,
	PAYPAL_API_BASE: z.url().default("https://api-m.sandbox.paypal.com"),
	PAYPAL_WEBHOOK_ID: optionalText,
	CLOUDINARY_URL: optionalText,
	BUILD_HOOK_URL: optionalUrl,
	REBUILD_DEBOUNCE_MS: z.coerce.number().int().min(0).default(3e4),
	SEED_ADMIN_EMAIL: z.string().default("admin@tienda.local"),
	SEED_ADMIN_PASSWORD: z.string().default("admin12345"),
	BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(6291456)
});
/** Only what opening the store needs: the static build reads the catalogue without the secrets. */
function loadStoreConfig(env = process.env) {
	const vars = envSchema.pick({
		MONGODB_URI: true,
		MONGODB_DB: true,
		DATA_DIR: true
	}).parse(env);
	return {
		mongodbUri: vars.MONGODB_URI,
		mongodbDb: vars.MONGODB_DB,
		dataDir: path.resolve(vars.DATA_DIR)
	};
}
// functions/store/contract.ts
var collectionNames = [
	"users",
	"categories",
	"products",
	"carts",
	"slots",
	"paymentOrders",
	"transactions",
	"shippingRates",
	"contactMessages",
	"loginAttempts"
];
/** A unique index refused the write. */
var DuplicateKeyError = class extends Error {
	collection;
	key;
	constructor(collection, key) {
		super(`Duplicate key on ${collection}.${key}`);
		this.name = "DuplicateKeyError";
		this.collection = collection;
		this.key = key;
	}
};
/** The store could not be reached; the request may be retried. */
var StoreUnavailableError = class extends Error {
	constructor(cause) {
		super("Store unavailable", { cause });
		this.name = "StoreUnavailableError";
	}
};
// functions/store/indexes.ts
var indexes = {
	users: [{
		fields: ["email"],
		unique: true
	}],
	categories: [{
		fields: ["nameKey"],
		unique: true
	}, { fields: ["slug"] }],
	products: [{ fields: ["category"] }, { fields: ["createdAt"] }],
	carts: [{ fields: ["userId"] }, {
		fields: ["userId", "productId"],
		unique: true
	}],
	slots: [{ fields: ["serviceId", "date"] }, { fields: ["orderId"] }],
	paymentOrders: [{
		fields: ["reference"],
		unique: true
	}],
	transactions: [{
		fields: ["reference", "kind"],
		unique: true
	}, { fields: ["createdAt"] }],
	shippingRates: [{
		fields: ["city"],
		unique: true
	}],
	contactMessages: [{ fields: ["ip", "createdAt"] }],
	loginAttempts: [{ fields: ["key", "at"] }]
};
// functions/store/object-id.ts
/** A new 24-hex id, the same kind MongoDB generates, so data moves between engines unchanged. */
function newObjectId() {
	return new ObjectId().toHexString();
}
function isObjectIdHex(value) {
	return typeof value === "string" && /^[0-9a-f]{24}$/i.test(value);
}
// functions/store/embedded.ts
/**
* The embedded engine: @seald-io/nedb datastores persisted as files under DATA_DIR.
* nedb runs every operation of a datastore through one queue, so a conditional update is atomic
* within the process that owns the files (the server or the function).
*/
function translateError(collection, error) {
	const nedbError = error;
	if (nedbError?.errorType === "uniqueViolated") throw new DuplicateKeyError(collection, String(nedbError.key ?? ""));
	throw error;
}
var EmbeddedCollection = class {
	name;
	db;
	constructor(name, db) {
		this.name = name;
		this.db = db;
	}
	async find(filter, options = {}) {
		let cursor = this.db.findAsync(filter, options.projection ?? {});
		if (options.sort) cursor = cursor.sort(options.sort);
		if (options.skip) cursor = cursor.skip(options.skip);
		if (options.limit) cursor = cursor.limit(options.limit);
		return await cursor;
	}
	async findOne(filter, options = {}) {
		if (options.sort) {
			const [first] = await this.find(filter, {
				...options,
				limit: 1
			});
			return first ?? null;
		}
		return await this.db.findOneAsync(filter, options.projection ?? {}) ?? null;
	}
	async insertOne(doc) {
		const toInsert = {
			...doc,
			_id: doc._id ?? newObjectId()
		};
		try {
			await this.db.insertAsync(toInsert);
		} catch (error) {
			translateError(this.name, error);
		}
		return { insertedId: toInsert._id };
	}
	async updateOne(filter, update, options = {}) {
		try {
			const result = await this.db.updateAsync(filter, update, {
				multi: false,
				upsert: options.upsert ?? false,
				returnUpdatedDocs: true
			});
			const affected = result.affectedDocuments;
			return {
				matchedCount: result.upsert ? 0 : result.numAffected,
				modifiedCount: result.upsert ? 0 : result.numAffected,
				upsertedId: result.upsert && affected ? affected._id : null
			};
		} catch (error) {
			return translateError(this.name, error);
		}
	}
	async updateMany(filter, update) {
		try {
			const result = await this.db.updateAsync(filter, update, { multi: true });
			return {
				matchedCount: result.numAffected,
				modifiedCount: result.numAffected,
				upsertedId: null
			};
		} catch (error) {
			return translateError(this.name, error);
		}
	}
	async findOneAndUpdate(filter, update, options = {}) {
		try {
			return (await this.db.updateAsync(filter, update, {
				multi: false,
				upsert: options.upsert ?? false,
				returnUpdatedDocs: true
			})).affectedDocuments ?? null;
		} catch (error) {
			return translateError(this.name, error);
		}
	}
	async deleteOne(filter) {
		return { deletedCount: await this.db.removeAsync(filter, { multi: false }) };
	}
	async deleteMany(filter) {
		return { deletedCount: await this.db.removeAsync(filter, { multi: true }) };
	}
	async countDocuments(filter = {}) {
		return await this.db.countAsync(filter);
	}
};
/** Compacts the append-only files every hour, so they do not grow without bound. */
var AUTOCOMPACTION_MS = 36e5;
async function openEmbeddedStore(dataDir) {
	mkdirSync(dataDir, { recursive: true });
	const collections = /* @__PURE__ */ new Map();
	const datastores = [];
	await Promise.all(collectionNames.map(async (name) => {
		const db = new Datastore({ filename: path.join(dataDir, `${name}.db`) });
		db._createNewId = newObjectId;
		await db.loadDatabaseAsync();
		for (const spec of indexes[name]) await db.ensureIndexAsync({
			fieldName: spec.fields.length === 1 ? spec.fields[0] : spec.fields,
			unique: spec.unique ?? false
		});
		db.setAutocompactionInterval(AUTOCOMPACTION_MS);
		datastores.push(db);
		collections.set(name, new EmbeddedCollection(name, db));
	}));
	return {
		kind: "embedded",
		collection(name) {
			return collections.get(name);
		},
		async ping() {},
		async close() {
			for (const db of datastores) db.stopAutocompaction();
		}
	};
}
// functions/store/mongodb.ts
/**
* The MongoDB engine, on the official driver. One client per process is cached and reused by
* every invocation of the function; indexes are created once per process.
*
* Ids: documents keep MongoDB ObjectIds (so data from the original app stays usable) and leave
* this module as 24-hex strings. Any string value 24-hex long under `_id` or a key ending in
* `Id` is turned back into an ObjectId on the way in.
*/
var isIdKey = (key) => key === "_id" || key.endsWith("Id");
function isPlainObject(value) {
	return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}
/** Converts id strings to ObjectIds inside filters, updates and documents. */
function toMongo(value, idContext = false) {
	if (idContext && isObjectIdHex(value)) return new ObjectId(value);
	if (Array.isArray(value)) return value.map((item) => toMongo(item, idContext));
	if (!isPlainObject(value)) return value;
	const out = {};
	for (const [key, inner] of Object.entries(value)) out[key] = toMongo(inner, key.startsWith("$") ? idContext : isIdKey(key.split(".").pop() ?? key));
	return out;
}
/** Converts every ObjectId back to its hex string. */
function fromMongo(value) {
	if (value instanceof ObjectId) return value.toHexString();
	if (Array.isArray(value)) return value.map((item) => fromMongo(item));
	if (!isPlainObject(value)) return value;
	const out = {};
	for (const [key, inner] of Object.entries(value)) out[key] = fromMongo(inner);
	return out;
}
async function guard(collection, work) {
	try {
		return await work();
	} catch (error) {
		if (error instanceof MongoServerError && error.code === 11e3) throw new DuplicateKeyError(collection, Object.keys(error.keyPattern ?? {}).join(","));
		if (error instanceof Error && /MongoNetwork|MongoServerSelection|MongoTopologyClosed/.test(error.name)) throw new StoreUnavailableError(error);
		throw error;
	}
}
var MongoCollection = class {
	name;
	getDb;
	constructor(name, getDb) {
		this.name = name;
		this.getDb = getDb;
	}
	async raw() {
		return (await this.getDb()).collection(this.name);
	}
	find(filter, options = {}) {
		return guard(this.name, async () => {
			let cursor = (await this.raw()).find(toMongo(filter));
			if (options.projection) cursor = cursor.project(options.projection);
			if (options.sort) cursor = cursor.sort(options.sort);
			if (options.skip) cursor = cursor.skip(options.skip);
			if (options.limit) cursor = cursor.limit(options.limit);
			return fromMongo(await cursor.toArray());
		});
	}
	findOne(filter, options = {}) {
		return guard(this.name, async () => {
			const doc = await (await this.raw()).findOne(toMongo(filter), {
				...options.projection ? { projection: options.projection } : {},
				...options.sort ? { sort: options.sort } : {}
			});
			return doc ? fromMongo(doc) : null;
		});
	}
	insertOne(doc) {
		return guard(this.name, async () => {
			const prepared = toMongo(doc);
			return { insertedId: fromMongo((await (await this.raw()).insertOne(prepared)).insertedId) };
		});
	}
	updateOne(filter, update, options = {}) {
		return guard(this.name, async () => {
			const result = await (await this.raw()).updateOne(toMongo(filter), toMongo(update), { upsert: options.upsert ?? false });
			return {
				matchedCount: result.matchedCount,
				modifiedCount: result.modifiedCount,
				upsertedId: result.upsertedId ? fromMongo(result.upsertedId) : null
			};
		});
	}
	updateMany(filter, update) {
		return guard(this.name, async () => {
			const result = await (await this.raw()).updateMany(toMongo(filter), toMongo(update));
			return {
				matchedCount: result.matchedCount,
				modifiedCount: result.modifiedCount,
				upsertedId: null
			};
		});
	}
	findOneAndUpdate(filter, update, options = {}) {
		return guard(this.name, async () => {
			const doc = await (await this.raw()).findOneAndUpdate(toMongo(filter), toMongo(update), {
				upsert: options.upsert ?? false,
				returnDocument: "after"
			});
			return doc ? fromMongo(doc) : null;
		});
	}
	deleteOne(filter) {
		return guard(this.name, async () => ({ deletedCount: (await (await this.raw()).deleteOne(toMongo(filter))).deletedCount }));
	}
	deleteMany(filter) {
		return guard(this.name, async () => ({ deletedCount: (await (await this.raw()).deleteMany(toMongo(filter))).deletedCount }));
	}
	countDocuments(filter = {}) {
		return guard(this.name, async () => (await this.raw()).countDocuments(toMongo(filter)));
	}
};
/** One client per process and URI: function invocations on a warm instance reuse it. */
var connections = /* @__PURE__ */ new Map();
async function connect(uri, dbName) {
	const client = new MongoClient(uri, {
		maxIdleTimeMS: 6e4,
		maxPoolSize: 10,
		serverSelectionTimeoutMS: 5e3,
		appName: "tienda-reservas"
	});
	await client.connect();
	const db = client.db(dbName);
	await Promise.all(collectionNames.flatMap((name) => indexes[name].map((spec) => db.collection(name).createIndex(Object.fromEntries(spec.fields.map((field) => [field, 1])), { unique: spec.unique ?? false }))));
	return client;
}
/**
* Connects lazily: a failed connection is forgotten, so the next request tries again instead of
* the process staying broken.
*/
function openMongoStore(uri, dbName) {
	const key = `${uri}#${dbName}`;
	const getClient = () => {
		let pending = connections.get(key);
		if (!pending) {
			pending = connect(uri, dbName).catch((error) => {
				connections.delete(key);
				throw new StoreUnavailableError(error);
			});
			connections.set(key, pending);
		}
		return pending;
	};
	const getDb = async () => (await getClient()).db(dbName);
	const collections = new Map(collectionNames.map((name) => [name, new MongoCollection(name, getDb)]));
	return {
		kind: "mongodb",
		collection(name) {
			return collections.get(name);
		},
		async ping() {
			await guard("admin", async () => (await getDb()).command({ ping: 1 }));
		},
		async close() {
			const pending = connections.get(key);
			connections.delete(key);
			if (pending) await (await pending.catch(() => null))?.close();
		}
	};
}
// functions/store/index.ts
async function openStore(config) {
	return config.mongodbUri ? openMongoStore(config.mongodbUri, config.mongodbDb) : openEmbeddedStore(config.dataDir);
}
// functions/store/seed/catalogue-data.ts
var seedCategories = [
	{
		key: "destacados",
		name: "Destacados",
		slug: "destacados",
		image: "/images/categories/destacados.svg"
	},
	{
		key: "productos",
		name: "Productos",
		slug: "productos",
		image: "/images/categories/productos.svg"
	},
	{
		key: "servicios",
		name: "Servicios",
		slug: "servicios",
		image: "/images/categories/servicios.svg"
	},
	{
		key: "servicios-home",
		name: "Servicios-Home",
		slug: "servicios-home",
		image: "/images/categories/servicios-home.svg"
	},
	{
		key: "moviles",
		name: "Móviles",
		slug: "moviles",
		image: "/images/categories/moviles.svg"
	},
	{
		key: "fundas",
		name: "Fundas",
		slug: "fundas",
		image: "/images/categories/fundas.svg"
	},
	{
		key: "cargadores",
		name: "Cargadores",
		slug: "cargadores",
		image: "/images/categories/cargadores.svg"
	},
	{
		key: "auriculares",
		name: "Auriculares",
		slug: "auriculares",
		image: "/images/categories/auriculares.svg"
	},
	{
		key: "computadoras",
		name: "Computadoras",
		slug: "computadoras",
		image: "/images/categories/computadoras.svg"
	},
	{
		key: "teclados",
		name: "Teclados",
		slug: "teclados",
		image: "/images/categories/teclados.svg"
	},
	{
		key: "webcams",
		name: "Webcams",
		slug: "webcams",
		image: "/images/categories/webcams.svg"
	},
	{
		key: "almacenamiento",
		name: "Almacenamiento",
		slug: "almacenamiento",
		image: "/images/categories/almacenamiento.svg"
	},
	{
		key: "componentes",
		name: "Componentes",
		slug: "componentes",
		image: "/images/categories/componentes.svg"
	},
	{
		key: "tarjetas",
		name: "Tarjetas de video",
		slug: "tarjetas",
		image: "/images/categories/tarjetas.svg"
	},
	{
		key: "ram",
		name: "Memoria RAM",
		slug: "ram",
		image: "/images/categories/ram.svg"
	},
	{
		key: "ssd",
		name: "Discos SSD",
		slug: "ssd",
		image: "/images/categories/ssd.svg"
	},
	{
		key: "hogar",
		name: "Hogar",
		slug: "hogar",
		image: "/images/categories/hogar.svg"
	},
	{
		key: "inteligentes",
		name: "Dispositivos inteligentes",
		slug: "inteligentes",
		image: "/images/categories/inteligentes.svg"
	},
	{
		key: "camaras",
		name: "Cámaras",
		slug: "camaras",
		image: "/images/categories/camaras.svg"
	}
];
var seedProducts = [
	{
		key: "asus-rog-strix-g16",
		productName: "Portátil gamer ASUS ROG Strix G16 RTX 4060",
		brandName: "Asus",
		category: "Destacados",
		description: "Portátil gamer con procesador Intel Core i7 de 14.ª generación, tarjeta gráfica GeForce RTX 4060 y pantalla de 16\" a 165 Hz. Trae 16 GB de RAM DDR5 y SSD de 1 TB para que tus juegos carguen en segundos. Su sistema de refrigeración mantiene el rendimiento estable en sesiones largas.",
		price: 7899e3,
		sellingPrice: 7299e3,
		stock: 6,
		productImage: [
			"/images/catalogue/asus-rog-strix-g16-1.svg",
			"/images/catalogue/asus-rog-strix-g16-2.svg",
			"/images/catalogue/asus-rog-strix-g16-3.svg"
		]
	},
	{
		key: "samsung-galaxy-s25-ultra",
		productName: "Samsung Galaxy S25 Ultra 256 GB",
		brandName: "Samsung",
		category: "Destacados",
		description: "El celular más completo de Samsung: pantalla Dynamic AMOLED de 6,9\", cámara principal de 200 MP y S Pen integrado. Con Galaxy AI traduce llamadas, resume notas y edita fotos en segundos. Batería de 5.000 mAh que aguanta todo el día.",
		price: 4499e3,
		sellingPrice: 4199e3,
		stock: 9,
		productImage: [
			"/images/catalogue/samsung-galaxy-s25-ultra-1.svg",
			"/images/catalogue/samsung-galaxy-s25-ultra-2.svg",
			"/images/catalogue/samsung-galaxy-s25-ultra-3.svg"
		]
	},
	{
		key: "sony-wh-1000xm5",
		productName: "Audífonos Sony WH-1000XM5 con cancelación de ruido",
		brandName: "Sony",
		category: "Destacados",
		description: "Audífonos de diadema con la mejor cancelación de ruido de Sony, ideales para el bus, la oficina o un vuelo largo. Ofrecen hasta 30 horas de batería y carga rápida: 3 minutos te dan 3 horas de música. Livianos y cómodos para usarlos todo el día.",
		price: 1699e3,
		sellingPrice: 1399e3,
		stock: 12,
		productImage: ["/images/catalogue/sony-wh-1000xm5-1.svg", "/images/catalogue/sony-wh-1000xm5-2.svg"]
	},
	{
		key: "apple-iphone-16-pro",
		productName: "Apple iPhone 16 Pro 128 GB",
		brandName: "Apple",
		category: "Destacados",
		description: "iPhone 16 Pro con chip A18 Pro, cuerpo de titanio y pantalla Super Retina XDR de 6,3\". Su sistema de cámaras graba video 4K a 120 cuadros por segundo y tiene el nuevo Control de Cámara. Equipo nuevo, sellado y con garantía oficial.",
		price: 4499e3,
		sellingPrice: 4499e3,
		stock: 0,
		productImage: ["/images/catalogue/apple-iphone-16-pro-1.svg"]
	},
	{
		key: "jbl-charge-5",
		productName: "Parlante JBL Charge 5 resistente al agua",
		brandName: "JBL",
		category: "Destacados",
		description: "Parlante portátil con sonido JBL Pro, graves potentes y certificación IP67 contra agua y polvo. Hasta 20 horas de música y función de batería externa para cargar tu celular. Perfecto para el paseo de olla o la finca.",
		price: 799e3,
		sellingPrice: 649e3,
		stock: 14,
		productImage: ["/images/catalogue/jbl-charge-5-1.svg"]
	},
	{
		key: "apple-macbook-air-m3",
		productName: "Apple MacBook Air 13\" chip M3 256 GB",
		brandName: "Apple",
		category: "Destacados",
		description: "La MacBook Air más liviana, ahora con chip M3 y 8 GB de memoria unificada. Pantalla Liquid Retina de 13,6\" y hasta 18 horas de batería para estudiar o trabajar sin cargador. Silenciosa, sin ventilador y lista para usar desde el primer día.",
		price: 5299e3,
		sellingPrice: 4899e3,
		stock: 5,
		productImage: ["/images/catalogue/apple-macbook-air-m3-1.svg"]
	},
	{
		key: "camiseta-oversize-parce",
		productName: "Camiseta oversize Parce",
		brandName: "Parce Wear",
		category: "Productos",
		description: "Camiseta de corte oversize en algodón peinado de 220 g, fresca y de caída pesada. Disponible en negro, blanco hueso y verde oliva. Confeccionada en Medellín con estampado que no se cuartea con las lavadas.",
		price: 69e3,
		sellingPrice: 59e3,
		stock: 30,
		productImage: [
			"/images/catalogue/camiseta-oversize-parce-1.svg",
			"/images/catalogue/camiseta-oversize-parce-2.svg",
			"/images/catalogue/camiseta-oversize-parce-3.svg"
		]
	},
	{
		key: "camiseta-estampada-medellin",
		productName: "Camiseta estampada Medellín Eterna Primavera",
		brandName: "Comuna Urbana",
		category: "Productos",
		description: "Camiseta clásica con estampado de las montañas del Valle de Aburrá y el sol de la eterna primavera. Algodón 100 % suave al tacto y cuello reforzado que no se deforma. Un detalle paisa para regalar o para llevar puesto.",
		price: 59e3,
		sellingPrice: 59e3,
		stock: 25,
		productImage: ["/images/catalogue/camiseta-estampada-medellin-1.svg"]
	},
	{
		key: "hoodie-comuna-urbana",
		productName: "Hoodie con capota Comuna Urbana",
		brandName: "Comuna Urbana",
		category: "Productos",
		description: "Buzo con capota en perchado grueso, bolsillo canguro y cordones planos. Ideal para las noches frescas de Medellín o para subir a Santa Elena. Puños y pretina en rib que conservan la forma.",
		price: 139e3,
		sellingPrice: 119e3,
		stock: 18,
		productImage: ["/images/catalogue/hoodie-comuna-urbana-1.svg", "/images/catalogue/hoodie-comuna-urbana-2.svg"]
	},
	{
		key: "gorra-trucker-paisa",
		productName: "Gorra trucker Paisa bordada",
		brandName: "Parce Wear",
		category: "Productos",
		description: "Gorra tipo trucker con frente bordado, malla trasera transpirable y cierre ajustable de broche. Visera curva que protege del sol del mediodía. Talla única.",
		price: 49e3,
		sellingPrice: 42e3,
		stock: 22,
		productImage: ["/images/catalogue/gorra-trucker-paisa-1.svg", "/images/catalogue/gorra-trucker-paisa-2.svg"]
	},
	{
		key: "chaqueta-rompevientos-montana",
		productName: "Chaqueta rompevientos impermeable",
		brandName: "Montaña Textil",
		category: "Productos",
		description: "Chaqueta liviana, impermeable y cortavientos, perfecta para los aguaceros de la tarde. Se dobla en su propio bolsillo y cabe en cualquier morral. Costuras selladas y cremallera frontal reforzada.",
		price: 189e3,
		sellingPrice: 159e3,
		stock: 9,
		productImage: ["/images/catalogue/chaqueta-rompevientos-montana-1.svg"]
	},
	{
		key: "chaqueta-jean-clasica",
		productName: "Chaqueta de jean clásica",
		brandName: "Comuna Urbana",
		category: "Productos",
		description: "Chaqueta de jean en índigo con lavado medio, botones metálicos y bolsillos de parche en el pecho. Un básico que combina con todo y mejora con el uso. Tela rígida de 12 onzas hecha en Colombia.",
		price: 169e3,
		sellingPrice: 169e3,
		stock: 0,
		productImage: ["/images/catalogue/chaqueta-jean-clasica-1.svg"]
	},
	{
		key: "samsung-galaxy-a55",
		productName: "Samsung Galaxy A55 5G 256 GB",
		brandName: "Samsung",
		category: "Móviles",
		description: "Celular de gama media premium con marco metálico, pantalla Super AMOLED de 6,6\" a 120 Hz y resistencia IP67. Cámara de 50 MP con estabilización óptica para fotos nítidas de noche. Incluye 8 GB de RAM y 256 GB de almacenamiento.",
		price: 1899e3,
		sellingPrice: 1649e3,
		stock: 15,
		productImage: [
			"/images/catalogue/samsung-galaxy-a55-1.svg",
			"/images/catalogue/samsung-galaxy-a55-2.svg",
			"/images/catalogue/samsung-galaxy-a55-3.svg"
		]
	},
	{
		key: "xiaomi-redmi-note-14-pro",
		productName: "Xiaomi Redmi Note 14 Pro 256 GB",
		brandName: "Xiaomi",
		category: "Móviles",
		description: "Pantalla AMOLED curva de 6,67\", cámara de 200 MP y carga rápida de 45 W. Resistente al agua y al polvo con certificación IP68. Una de las mejores opciones calidad-precio del momento.",
		price: 1499e3,
		sellingPrice: 1299e3,
		stock: 20,
		productImage: ["/images/catalogue/xiaomi-redmi-note-14-pro-1.svg", "/images/catalogue/xiaomi-redmi-note-14-pro-2.svg"]
	},
	{
		key: "motorola-edge-50-fusion",
		productName: "Motorola Edge 50 Fusion 256 GB",
		brandName: "Motorola",
		category: "Móviles",
		description: "Diseño delgado con acabado en cuero vegano, pantalla pOLED curva de 144 Hz y Android casi puro. Carga TurboPower de 68 W: en pocos minutos tienes batería para toda la tarde. Incluye 12 GB de RAM.",
		price: 1599e3,
		sellingPrice: 1349e3,
		stock: 12,
		productImage: ["/images/catalogue/motorola-edge-50-fusion-1.svg"]
	},
	{
		key: "apple-iphone-15",
		productName: "Apple iPhone 15 128 GB",
		brandName: "Apple",
		category: "Móviles",
		description: "iPhone 15 con Dynamic Island, cámara principal de 48 MP y puerto USB-C. Vidrio con color integrado y marco de aluminio. Equipo nuevo con garantía oficial de Apple en Colombia.",
		price: 3599e3,
		sellingPrice: 3299e3,
		stock: 8,
		productImage: ["/images/catalogue/apple-iphone-15-1.svg", "/images/catalogue/apple-iphone-15-2.svg"]
	},
	{
		key: "funda-spigen-iphone-15",
		productName: "Funda Spigen Ultra Hybrid para iPhone 15",
		brandName: "Spigen",
		category: "Fundas",
		description: "Funda transparente con respaldo rígido anti-amarillamiento y bordes flexibles que absorben los golpes. Deja ver el color original de tu iPhone y es compatible con carga inalámbrica. Botones precisos y bordes elevados para proteger pantalla y cámara.",
		price: 79e3,
		sellingPrice: 65e3,
		stock: 25,
		productImage: ["/images/catalogue/funda-spigen-iphone-15-1.svg"]
	},
	{
		key: "funda-silicona-galaxy-a55",
		productName: "Funda de silicona Samsung para Galaxy A55",
		brandName: "Samsung",
		category: "Fundas",
		description: "Funda original de silicona con interior en microfibra que cuida el acabado de tu celular. Agarre suave, delgada y disponible en varios colores. Se ajusta perfecto a los botones y a la cámara del Galaxy A55.",
		price: 59e3,
		sellingPrice: 49e3,
		stock: 30,
		productImage: [
			"/images/catalogue/funda-silicona-galaxy-a55-1.svg",
			"/images/catalogue/funda-silicona-galaxy-a55-2.svg",
			"/images/catalogue/funda-silicona-galaxy-a55-3.svg"
		]
	},
	{
		key: "funda-antigolpes-redmi-note-14",
		productName: "Funda antigolpes para Redmi Note 14 Pro",
		brandName: "Xiaomi",
		category: "Fundas",
		description: "Funda con esquinas reforzadas y doble capa para proteger tu Redmi Note 14 Pro de caídas. Textura antideslizante y cubierta para la cámara. Económica y resistente para el uso diario.",
		price: 35e3,
		sellingPrice: 29e3,
		stock: 40,
		productImage: ["/images/catalogue/funda-antigolpes-redmi-note-14-1.svg"]
	},
	{
		key: "anker-nano-65w",
		productName: "Cargador Anker Nano 65 W USB-C",
		brandName: "Anker",
		category: "Cargadores",
		description: "Cargador compacto de tecnología GaN que carga un portátil, una tablet o un celular a máxima velocidad. Es casi la mitad de grande que un cargador tradicional y sus patas son plegables. Ideal para llevar en el morral.",
		price: 189e3,
		sellingPrice: 159e3,
		stock: 16,
		productImage: ["/images/catalogue/anker-nano-65w-1.svg", "/images/catalogue/anker-nano-65w-2.svg"]
	},
	{
		key: "samsung-cargador-25w",
		productName: "Cargador rápido Samsung 25 W con cable USB-C",
		brandName: "Samsung",
		category: "Cargadores",
		description: "Cargador original Samsung con Super Fast Charging de 25 W y cable USB-C a USB-C incluido. Lleva tu Galaxy del 0 al 50 % en unos 30 minutos. Protección contra sobrecarga y sobrecalentamiento.",
		price: 89e3,
		sellingPrice: 79e3,
		stock: 35,
		productImage: ["/images/catalogue/samsung-cargador-25w-1.svg"]
	},
	{
		key: "xiaomi-power-bank-20000",
		productName: "Batería externa Xiaomi 20.000 mAh 22,5 W",
		brandName: "Xiaomi",
		category: "Cargadores",
		description: "Power bank de 20.000 mAh con carga rápida de 22,5 W y tres puertos para cargar varios equipos a la vez. Alcanza para cargar tu celular unas cuatro veces. Indicador LED del nivel de batería.",
		price: 129e3,
		sellingPrice: 109e3,
		stock: 24,
		productImage: ["/images/catalogue/xiaomi-power-bank-20000-1.svg"]
	},
	{
		key: "jbl-tune-520bt",
		productName: "Audífonos inalámbricos JBL Tune 520BT",
		brandName: "JBL",
		category: "Auriculares",
		description: "Audífonos de diadema plegables con sonido JBL Pure Bass y hasta 57 horas de batería. Se conectan a dos equipos al mismo tiempo y tienen micrófono para llamadas. Disponibles en negro, azul y blanco.",
		price: 249e3,
		sellingPrice: 199e3,
		stock: 22,
		productImage: [
			"/images/catalogue/jbl-tune-520bt-1.svg",
			"/images/catalogue/jbl-tune-520bt-2.svg",
			"/images/catalogue/jbl-tune-520bt-3.svg"
		]
	},
	{
		key: "apple-airpods-pro-2",
		productName: "Apple AirPods Pro (2.ª generación) USB-C",
		brandName: "Apple",
		category: "Auriculares",
		description: "Audífonos con cancelación activa de ruido, modo ambiente adaptable y audio espacial personalizado. El estuche con USB-C tiene parlante para encontrarlo fácil. Resistentes al sudor y al agua.",
		price: 1199e3,
		sellingPrice: 1049e3,
		stock: 10,
		productImage: ["/images/catalogue/apple-airpods-pro-2-1.svg"]
	},
	{
		key: "xiaomi-redmi-buds-6",
		productName: "Audífonos Xiaomi Redmi Buds 6",
		brandName: "Xiaomi",
		category: "Auriculares",
		description: "Audífonos de botón con cancelación de ruido de hasta 49 dB y doble driver para un sonido más claro. Hasta 42 horas de reproducción con el estuche. Cómodos, livianos y a un excelente precio.",
		price: 199e3,
		sellingPrice: 169e3,
		stock: 28,
		productImage: ["/images/catalogue/xiaomi-redmi-buds-6-1.svg"]
	},
	{
		key: "hyperx-cloud-iii",
		productName: "Audífonos gamer HyperX Cloud III",
		brandName: "HyperX",
		category: "Auriculares",
		description: "Diadema gamer con almohadillas de espuma viscoelástica, drivers de 53 mm y micrófono desmontable con cancelación de ruido. Funciona en PC, PlayStation, Xbox y Nintendo Switch. Resistente marco de aluminio.",
		price: 449e3,
		sellingPrice: 389e3,
		stock: 11,
		productImage: ["/images/catalogue/hyperx-cloud-iii-1.svg"]
	},
	{
		key: "lenovo-ideapad-slim-3",
		productName: "Portátil Lenovo IdeaPad Slim 3 Ryzen 5 16 GB",
		brandName: "Lenovo",
		category: "Computadoras",
		description: "Portátil de 15,6\" Full HD con procesador AMD Ryzen 5 7530U, 16 GB de RAM y SSD de 512 GB. Liviano y con batería para toda la jornada de clases u oficina. Incluye Windows 11 y teclado en español.",
		price: 2799e3,
		sellingPrice: 2449e3,
		stock: 9,
		productImage: ["/images/catalogue/lenovo-ideapad-slim-3-1.svg"]
	},
	{
		key: "hp-pavilion-15",
		productName: "Portátil HP Pavilion 15 Core i7 16 GB 512 GB",
		brandName: "HP",
		category: "Computadoras",
		description: "Portátil con Intel Core i7 de 13.ª generación, pantalla IPS de 15,6\" y parlantes afinados por B&O. Chasis en aluminio, lector de huella y teclado retroiluminado. Rinde de sobra para diseño, programación y multitarea.",
		price: 3699e3,
		sellingPrice: 3299e3,
		stock: 7,
		productImage: ["/images/catalogue/hp-pavilion-15-1.svg"]
	},
	{
		key: "hp-todo-en-uno-24",
		productName: "Computador todo en uno HP 24\" Core i5",
		brandName: "HP",
		category: "Computadoras",
		description: "Computador de escritorio todo en uno con pantalla Full HD de 23,8\", Intel Core i5, 16 GB de RAM y SSD de 512 GB. Ocupa poco espacio y trae teclado y mouse inalámbricos. Ideal para el hogar o el negocio.",
		price: 3299e3,
		sellingPrice: 2999e3,
		stock: 4,
		productImage: ["/images/catalogue/hp-todo-en-uno-24-1.svg"]
	},
	{
		key: "logitech-mx-keys-s",
		productName: "Teclado inalámbrico Logitech MX Keys S",
		brandName: "Logitech",
		category: "Teclados",
		description: "Teclado de perfil bajo con teclas cóncavas, retroiluminación inteligente y conexión a tres equipos. Escribe en silencio y con precisión durante horas. Batería recargable por USB-C que dura hasta 10 días con luz.",
		price: 549e3,
		sellingPrice: 479e3,
		stock: 12,
		productImage: ["/images/catalogue/logitech-mx-keys-s-1.svg"]
	},
	{
		key: "redragon-kumara-k552",
		productName: "Teclado mecánico Redragon Kumara K552 RGB",
		brandName: "Redragon",
		category: "Teclados",
		description: "Teclado mecánico compacto TKL con switches Outemu rojos, iluminación RGB y estructura metálica. Teclas antighosting para jugar sin fallos. El favorito para empezar en el mundo mecánico.",
		price: 189e3,
		sellingPrice: 149e3,
		stock: 26,
		productImage: ["/images/catalogue/redragon-kumara-k552-1.svg", "/images/catalogue/redragon-kumara-k552-2.svg"]
	},
	{
		key: "razer-blackwidow-v4",
		productName: "Teclado mecánico Razer BlackWidow V4",
		brandName: "Razer",
		category: "Teclados",
		description: "Teclado gamer de tamaño completo con switches Razer Green, rueda multifunción y teclas de macro dedicadas. Iluminación Razer Chroma por tecla y reposamuñecas magnético. Construido para aguantar millones de pulsaciones.",
		price: 799e3,
		sellingPrice: 699e3,
		stock: 5,
		productImage: ["/images/catalogue/razer-blackwidow-v4-1.svg"]
	},
	{
		key: "logitech-c920",
		productName: "Cámara web Logitech C920 HD Pro 1080p",
		brandName: "Logitech",
		category: "Webcams",
		description: "La cámara web más popular para clases y reuniones: video Full HD 1080p, enfoque automático y dos micrófonos estéreo. Se conecta por USB y funciona sin instalar nada. Su soporte se ajusta a cualquier monitor o portátil.",
		price: 299e3,
		sellingPrice: 249e3,
		stock: 18,
		productImage: ["/images/catalogue/logitech-c920-1.svg"]
	},
	{
		key: "razer-kiyo",
		productName: "Webcam Razer Kiyo con luz de anillo",
		brandName: "Razer",
		category: "Webcams",
		description: "Webcam para streaming con aro de luz LED regulable que te ilumina aunque el cuarto esté oscuro. Graba en 1080p a 30 FPS o 720p a 60 FPS. Compatible con OBS, Streamlabs y Zoom.",
		price: 399e3,
		sellingPrice: 349e3,
		stock: 8,
		productImage: ["/images/catalogue/razer-kiyo-1.svg"]
	},
	{
		key: "logitech-brio-4k",
		productName: "Webcam Logitech Brio 4K Ultra HD",
		brandName: "Logitech",
		category: "Webcams",
		description: "Webcam profesional con resolución 4K, HDR y campo de visión ajustable. Compatible con Windows Hello para iniciar sesión con tu rostro. Excelente imagen incluso con poca luz.",
		price: 899e3,
		sellingPrice: 799e3,
		stock: 6,
		productImage: ["/images/catalogue/logitech-brio-4k-1.svg"]
	},
	{
		key: "wd-elements-2tb",
		productName: "Disco duro externo WD Elements 2 TB USB 3.0",
		brandName: "WD",
		category: "Almacenamiento",
		description: "Disco duro portátil de 2 TB para respaldar fotos, videos y documentos. Conexión USB 3.0 y listo para usar en Windows. Compacto y liviano para llevarlo a todas partes.",
		price: 369e3,
		sellingPrice: 319e3,
		stock: 14,
		productImage: ["/images/catalogue/wd-elements-2tb-1.svg"]
	},
	{
		key: "seagate-barracuda-2tb",
		productName: "Disco duro interno Seagate BarraCuda 2 TB 3,5\"",
		brandName: "Seagate",
		category: "Almacenamiento",
		description: "Disco duro interno SATA de 2 TB y 7.200 RPM para ampliar el almacenamiento de tu PC de escritorio. Ideal para guardar la biblioteca de juegos, proyectos y copias de seguridad. Dos años de garantía.",
		price: 299e3,
		sellingPrice: 269e3,
		stock: 10,
		productImage: ["/images/catalogue/seagate-barracuda-2tb-1.svg"]
	},
	{
		key: "kingston-datatraveler-128gb",
		productName: "Memoria USB Kingston DataTraveler Exodia 128 GB",
		brandName: "Kingston",
		category: "Almacenamiento",
		description: "Memoria USB 3.2 de 128 GB con tapa protectora y argolla para el llavero. Transfiere tus archivos a alta velocidad entre el computador de la casa y el de la oficina. Práctica, resistente y económica.",
		price: 45e3,
		sellingPrice: 39e3,
		stock: 40,
		productImage: ["/images/catalogue/kingston-datatraveler-128gb-1.svg"]
	},
	{
		key: "amd-ryzen-7-7800x3d",
		productName: "Procesador AMD Ryzen 7 7800X3D",
		brandName: "AMD",
		category: "Componentes",
		description: "El procesador gamer por excelencia: 8 núcleos, 16 hilos y tecnología 3D V-Cache para más cuadros por segundo. Socket AM5 compatible con memorias DDR5. No incluye disipador.",
		price: 2199e3,
		sellingPrice: 1949e3,
		stock: 7,
		productImage: ["/images/catalogue/amd-ryzen-7-7800x3d-1.svg", "/images/catalogue/amd-ryzen-7-7800x3d-2.svg"]
	},
	{
		key: "intel-core-i5-14600k",
		productName: "Procesador Intel Core i5-14600K",
		brandName: "Intel",
		category: "Componentes",
		description: "Procesador de 14 núcleos (6 de rendimiento y 8 de eficiencia) con frecuencia turbo de hasta 5,3 GHz. Desbloqueado para overclock y con gráficos integrados. Socket LGA 1700.",
		price: 1499e3,
		sellingPrice: 1349e3,
		stock: 9,
		productImage: ["/images/catalogue/intel-core-i5-14600k-1.svg"]
	},
	{
		key: "asus-tuf-b650-plus",
		productName: "Tarjeta madre ASUS TUF Gaming B650-Plus WiFi",
		brandName: "Asus",
		category: "Componentes",
		description: "Board ATX para procesadores AMD Ryzen AM5 con WiFi 6, dos ranuras M.2 y soporte para memoria DDR5. Disipadores robustos en la alimentación para un rendimiento estable. Componentes de grado militar TUF.",
		price: 1099e3,
		sellingPrice: 979e3,
		stock: 6,
		productImage: ["/images/catalogue/asus-tuf-b650-plus-1.svg"]
	},
	{
		key: "corsair-rm750e",
		productName: "Fuente de poder Corsair RM750e 80 Plus Gold",
		brandName: "Corsair",
		category: "Componentes",
		description: "Fuente de poder de 750 W totalmente modular con certificación 80 Plus Gold. Ventilador de 120 mm silencioso y cable nativo 12V-2x6 para tarjetas de video de última generación. Siete años de garantía.",
		price: 649e3,
		sellingPrice: 579e3,
		stock: 11,
		productImage: ["/images/catalogue/corsair-rm750e-1.svg"]
	},
	{
		key: "asus-dual-rtx-4060",
		productName: "Tarjeta de video ASUS Dual GeForce RTX 4060 8 GB",
		brandName: "Asus",
		category: "Tarjetas de video",
		description: "Tarjeta de video compacta con dos ventiladores, 8 GB GDDR6 y soporte para DLSS 3. Juega en 1080p con trazado de rayos y bajo consumo de energía. Cabe en casi cualquier gabinete.",
		price: 1899e3,
		sellingPrice: 1699e3,
		stock: 10,
		productImage: ["/images/catalogue/asus-dual-rtx-4060-1.svg", "/images/catalogue/asus-dual-rtx-4060-2.svg"]
	},
	{
		key: "msi-rtx-4070-super",
		productName: "Tarjeta de video MSI GeForce RTX 4070 SUPER Ventus 12 GB",
		brandName: "MSI",
		category: "Tarjetas de video",
		description: "Potencia para jugar en 1440p con todo en ultra: 12 GB GDDR6X, DLSS 3 y trazado de rayos de tercera generación. Diseño de dos ventiladores silencioso. Excelente también para edición de video y renderizado.",
		price: 3899e3,
		sellingPrice: 3549e3,
		stock: 6,
		productImage: ["/images/catalogue/msi-rtx-4070-super-1.svg"]
	},
	{
		key: "gigabyte-rx-7600",
		productName: "Tarjeta de video Gigabyte Radeon RX 7600 Gaming OC 8 GB",
		brandName: "Gigabyte",
		category: "Tarjetas de video",
		description: "Tarjeta AMD Radeon con 8 GB GDDR6, tres ventiladores WINDFORCE y overclock de fábrica. Gran rendimiento en 1080p con FSR. Una opción equilibrada para armar tu primer PC gamer.",
		price: 1849e3,
		sellingPrice: 1649e3,
		stock: 8,
		productImage: ["/images/catalogue/gigabyte-rx-7600-1.svg"]
	},
	{
		key: "asus-tuf-rtx-4080-super",
		productName: "Tarjeta de video ASUS TUF Gaming RTX 4080 SUPER 16 GB",
		brandName: "Asus",
		category: "Tarjetas de video",
		description: "Tarjeta de gama alta con 16 GB GDDR6X para jugar en 4K con trazado de rayos. Tres ventiladores axiales, placa trasera metálica y componentes de grado militar. Para quienes no quieren límites.",
		price: 8499e3,
		sellingPrice: 7999e3,
		stock: 0,
		productImage: ["/images/catalogue/asus-tuf-rtx-4080-super-1.svg"]
	},
	{
		key: "kingston-fury-beast-16gb-ddr4",
		productName: "Memoria RAM Kingston FURY Beast 16 GB DDR4 3200 MHz",
		brandName: "Kingston",
		category: "Memoria RAM",
		description: "Módulo de 16 GB DDR4 a 3200 MHz con disipador de perfil bajo. Se configura solo con Intel XMP para sacar todo su rendimiento. La mejora más fácil para que tu PC vuele.",
		price: 179e3,
		sellingPrice: 149e3,
		stock: 30,
		productImage: ["/images/catalogue/kingston-fury-beast-16gb-ddr4-1.svg"]
	},
	{
		key: "corsair-vengeance-rgb-32gb-ddr5",
		productName: "Memoria RAM Corsair Vengeance RGB 32 GB (2x16) DDR5 6000 MHz",
		brandName: "Corsair",
		category: "Memoria RAM",
		description: "Kit de dos módulos de 16 GB DDR5 a 6000 MHz con iluminación RGB de diez zonas. Optimizado para AMD EXPO e Intel XMP 3.0. Disipador de aluminio para mantener las temperaturas bajo control.",
		price: 649e3,
		sellingPrice: 579e3,
		stock: 12,
		productImage: ["/images/catalogue/corsair-vengeance-rgb-32gb-ddr5-1.svg", "/images/catalogue/corsair-vengeance-rgb-32gb-ddr5-2.svg"]
	},
	{
		key: "xpg-lancer-16gb-ddr5",
		productName: "Memoria RAM XPG Lancer 16 GB DDR5 5200 MHz",
		brandName: "ADATA XPG",
		category: "Memoria RAM",
		description: "Memoria DDR5 de 16 GB a 5200 MHz con disipador de diseño agresivo. Corrección de errores integrada (ODECC) para mayor estabilidad. Buena relación precio-rendimiento para plataformas nuevas.",
		price: 299e3,
		sellingPrice: 269e3,
		stock: 15,
		productImage: ["/images/catalogue/xpg-lancer-16gb-ddr5-1.svg"]
	},
	{
		key: "kingston-nv3-1tb",
		productName: "SSD Kingston NV3 1 TB NVMe PCIe 4.0",
		brandName: "Kingston",
		category: "Discos SSD",
		description: "Unidad M.2 NVMe de 1 TB con velocidades de lectura de hasta 6.000 MB/s. Tu sistema arranca en segundos y los juegos cargan casi al instante. Compatible con portátiles y PC de escritorio.",
		price: 319e3,
		sellingPrice: 269e3,
		stock: 25,
		productImage: ["/images/catalogue/kingston-nv3-1tb-1.svg", "/images/catalogue/kingston-nv3-1tb-2.svg"]
	},
	{
		key: "samsung-990-pro-2tb",
		productName: "SSD Samsung 990 PRO 2 TB NVMe",
		brandName: "Samsung",
		category: "Discos SSD",
		description: "Uno de los SSD más rápidos del mercado: hasta 7.450 MB/s de lectura con controlador propio de Samsung. Excelente para edición de video y compatible con PlayStation 5. Cinco años de garantía.",
		price: 1099e3,
		sellingPrice: 949e3,
		stock: 7,
		productImage: ["/images/catalogue/samsung-990-pro-2tb-1.svg"]
	},
	{
		key: "wd-blue-sa510-1tb",
		productName: "SSD WD Blue SA510 1 TB SATA 2,5\"",
		brandName: "WD",
		category: "Discos SSD",
		description: "SSD SATA de 2,5\" para darle nueva vida a ese portátil o PC que ya está lento. Hasta 560 MB/s de lectura, cinco veces más rápido que un disco duro tradicional. Instalación sencilla.",
		price: 299e3,
		sellingPrice: 259e3,
		stock: 13,
		productImage: ["/images/catalogue/wd-blue-sa510-1tb-1.svg"]
	},
	{
		key: "oster-licuadora-pro-1200",
		productName: "Licuadora Oster Pro 1200 con vaso de vidrio",
		brandName: "Oster",
		category: "Hogar",
		description: "Licuadora de 1200 W con vaso de vidrio refractario de 1,5 litros y cuchilla de seis aspas. Siete velocidades y programas para jugos, batidos y salsas. Hace un buen jugo de mora o un hogao en segundos.",
		price: 459e3,
		sellingPrice: 389e3,
		stock: 11,
		productImage: ["/images/catalogue/oster-licuadora-pro-1200-1.svg", "/images/catalogue/oster-licuadora-pro-1200-2.svg"]
	},
	{
		key: "imusa-freidora-aire-4l",
		productName: "Freidora de aire Imusa 4 L digital",
		brandName: "Imusa",
		category: "Hogar",
		description: "Freidora de aire de 4 litros con panel digital y ocho programas preestablecidos. Prepara papas, patacones y alitas crocantes con muy poco aceite. La canasta antiadherente se lava fácil.",
		price: 399e3,
		sellingPrice: 329e3,
		stock: 14,
		productImage: ["/images/catalogue/imusa-freidora-aire-4l-1.svg"]
	},
	{
		key: "oster-cafetera-12-tazas",
		productName: "Cafetera Oster de 12 tazas programable",
		brandName: "Oster",
		category: "Hogar",
		description: "Cafetera de goteo con jarra de vidrio para 12 tazas, reloj programable y función pausa y sirve. Programa tu tintico para que esté listo cuando te levantes. Placa que mantiene el café caliente.",
		price: 229e3,
		sellingPrice: 199e3,
		stock: 0,
		productImage: ["/images/catalogue/oster-cafetera-12-tazas-1.svg"]
	},
	{
		key: "amazon-echo-dot-5",
		productName: "Parlante inteligente Amazon Echo Dot (5.ª generación)",
		brandName: "Amazon",
		category: "Dispositivos inteligentes",
		description: "Parlante inteligente con Alexa en español: pon música, pregunta el clima o controla las luces de tu casa con la voz. Mejor sonido que las versiones anteriores y sensor de temperatura. Compacto y elegante.",
		price: 279e3,
		sellingPrice: 229e3,
		stock: 17,
		productImage: ["/images/catalogue/amazon-echo-dot-5-1.svg"]
	},
	{
		key: "xiaomi-smart-band-9",
		productName: "Xiaomi Smart Band 9",
		brandName: "Xiaomi",
		category: "Dispositivos inteligentes",
		description: "Manilla inteligente con pantalla AMOLED, más de 150 modos deportivos y monitoreo de sueño y frecuencia cardíaca. Batería de hasta 21 días. Resistente al agua para nadar.",
		price: 229e3,
		sellingPrice: 189e3,
		stock: 23,
		productImage: [
			"/images/catalogue/xiaomi-smart-band-9-1.svg",
			"/images/catalogue/xiaomi-smart-band-9-2.svg",
			"/images/catalogue/xiaomi-smart-band-9-3.svg"
		]
	},
	{
		key: "tp-link-tapo-l530e",
		productName: "Bombillo inteligente TP-Link Tapo L530E multicolor",
		brandName: "TP-Link",
		category: "Dispositivos inteligentes",
		description: "Bombillo LED WiFi de 16 millones de colores que controlas desde el celular o con Alexa y Google. Programa horarios y crea ambientes para cada momento. No necesita hub.",
		price: 69e3,
		sellingPrice: 59e3,
		stock: 38,
		productImage: ["/images/catalogue/tp-link-tapo-l530e-1.svg"]
	},
	{
		key: "gopro-hero13-black",
		productName: "Cámara deportiva GoPro HERO13 Black",
		brandName: "GoPro",
		category: "Cámaras",
		description: "Cámara de acción sumergible hasta 10 metros que graba en 5,3K con estabilización HyperSmooth 6.0. Perfecta para la bici, el parapente en San Félix o un viaje al mar. Batería Enduro para grabar más tiempo.",
		price: 2299e3,
		sellingPrice: 1999e3,
		stock: 8,
		productImage: ["/images/catalogue/gopro-hero13-black-1.svg", "/images/catalogue/gopro-hero13-black-2.svg"]
	},
	{
		key: "canon-eos-r50",
		productName: "Cámara Canon EOS R50 con lente 18-45 mm",
		brandName: "Canon",
		category: "Cámaras",
		description: "Cámara sin espejo de 24,2 MP, liviana y fácil de usar, ideal para creadores de contenido. Graba video 4K y tiene enfoque automático con detección de ojos. Incluye lente RF-S 18-45 mm.",
		price: 3899e3,
		sellingPrice: 3599e3,
		stock: 4,
		productImage: ["/images/catalogue/canon-eos-r50-1.svg", "/images/catalogue/canon-eos-r50-2.svg"]
	},
	{
		key: "fujifilm-instax-mini-12",
		productName: "Cámara instantánea Fujifilm Instax Mini 12",
		brandName: "Fujifilm",
		category: "Cámaras",
		description: "Cámara de fotos instantáneas con exposición automática y modo selfi. Saca la foto y en minutos la tienes impresa en la mano. Disponible en lila, azul y rosado.",
		price: 429e3,
		sellingPrice: 379e3,
		stock: 16,
		productImage: [
			"/images/catalogue/fujifilm-instax-mini-12-1.svg",
			"/images/catalogue/fujifilm-instax-mini-12-2.svg",
			"/images/catalogue/fujifilm-instax-mini-12-3.svg"
		]
	},
	{
		key: "xiaomi-camara-c300",
		productName: "Cámara de seguridad Xiaomi Smart Camera C300 2K",
		brandName: "Xiaomi",
		category: "Cámaras",
		description: "Cámara WiFi de seguridad con resolución 2K, giro de 360° y visión nocturna. Detecta personas y te envía alertas al celular. Comunicación de dos vías para hablar desde la app.",
		price: 189e3,
		sellingPrice: 159e3,
		stock: 21,
		productImage: ["/images/catalogue/xiaomi-camara-c300-1.svg"]
	},
	{
		key: "bronceado-camara-uv",
		productName: "Bronceado en cámara UV",
		brandName: "Tienda Medellín Spa",
		category: "Servicios",
		description: "Sesión de bronceado en cámara vertical de rayos UV con tiempos controlados según tu tipo de piel. Consigue un tono dorado y parejo sin exponerte al sol de la calle. Te acompañamos en todo momento.",
		price: 85e3,
		sellingPrice: 75e3,
		stock: 10,
		productImage: ["/images/catalogue/bronceado-camara-uv-1.svg"],
		service: {
			serviceDuration: 30,
			serviceIncludes: "Valoración del tipo de piel, gafas protectoras, sesión de hasta 15 minutos en cámara y crema hidratante posbronceado.",
			serviceRecommendations: "Llega con la piel limpia, sin cremas ni maquillaje. No te duches en las 4 horas siguientes. No se recomienda en embarazo ni si tomas medicamentos fotosensibilizantes.",
			serviceIntensity: "intenso",
			serviceAdditionalBenefits: "Unifica el tono de la piel, disimula pequeñas imperfecciones y estimula la producción de vitamina D.",
			serviceRecommendedFrequency: "Una sesión cada 7 a 10 días, máximo 4 sesiones al mes.",
			serviceDiscountsPromotions: "Paquete de 4 sesiones con 15% de descuento."
		}
	},
	{
		key: "bronceado-organico-spray",
		productName: "Bronceado orgánico en spray",
		brandName: "Tienda Medellín Spa",
		category: "Servicios",
		description: "Bronceado sin sol aplicado con aerógrafo y solución orgánica a base de DHA de caña de azúcar. Resultado natural, sin manchas ni olor fuerte. El color se desarrolla en unas horas y dura hasta una semana.",
		price: 12e4,
		sellingPrice: 99e3,
		stock: 10,
		productImage: ["/images/catalogue/bronceado-organico-spray-1.svg"],
		service: {
			serviceDuration: 45,
			serviceIncludes: "Preparación de la piel, aplicación con aerógrafo en todo el cuerpo, secado y kit de cuidado para los primeros días.",
			serviceRecommendations: "Exfóliate y depílate 24 horas antes. Usa ropa oscura y holgada el día de la cita y no te bañes durante 8 horas.",
			serviceIntensity: "ligero",
			serviceAdditionalBenefits: "Sin exposición a rayos UV, apto para pieles sensibles y con acabado hidratante.",
			serviceRecommendedFrequency: "Cada 7 días o antes de un evento especial.",
			serviceDiscountsPromotions: "Ven con una amiga y cada una recibe 10% de descuento."
		}
	},
	{
		key: "masaje-relajante",
		productName: "Masaje relajante",
		brandName: "Tienda Medellín Spa",
		category: "Servicios",
		description: "Masaje corporal con aceites esenciales y movimientos suaves que liberan la tensión del cuello, la espalda y las piernas. Un espacio tranquilo, con música y aromaterapia, para desconectarte de la rutina.",
		price: 15e4,
		sellingPrice: 13e4,
		stock: 10,
		productImage: ["/images/catalogue/masaje-relajante-1.svg"],
		service: {
			serviceDuration: 60,
			serviceIncludes: "Masaje de cuerpo completo, aceite de almendras con lavanda, toallas calientes y bebida aromática al final.",
			serviceRecommendations: "Evita comer en abundancia una hora antes. Cuéntanos si tienes lesiones, várices o estás en embarazo.",
			serviceIntensity: "medio",
			serviceAdditionalBenefits: "Reduce el estrés, mejora la circulación y ayuda a dormir mejor.",
			serviceRecommendedFrequency: "Una vez cada dos semanas.",
			serviceDiscountsPromotions: "Los miércoles, 20% de descuento en el segundo masaje."
		}
	},
	{
		key: "limpieza-facial-profunda",
		productName: "Limpieza facial profunda",
		brandName: "Tienda Medellín Spa",
		category: "Servicios",
		description: "Tratamiento facial que limpia los poros a fondo, retira puntos negros y devuelve la luminosidad a la piel. Terminamos con una mascarilla según tu tipo de piel. Ideal para la piel expuesta a la contaminación de la ciudad.",
		price: 16e4,
		sellingPrice: 14e4,
		stock: 10,
		productImage: ["/images/catalogue/limpieza-facial-profunda-1.svg"],
		service: {
			serviceDuration: 75,
			serviceIncludes: "Desmaquillado, exfoliación, vapor de ozono, extracción, alta frecuencia, mascarilla y protector solar.",
			serviceRecommendations: "Ven sin maquillaje. No te expongas al sol ni uses exfoliantes durante las 48 horas siguientes.",
			serviceIntensity: "medio",
			serviceAdditionalBenefits: "Piel más limpia, suave y luminosa; ayuda a controlar el acné y la grasa.",
			serviceRecommendedFrequency: "Una vez al mes.",
			serviceDiscountsPromotions: "Plan trimestral de 3 limpiezas con 15% de descuento."
		}
	},
	{
		key: "exfoliacion-corporal",
		productName: "Exfoliación corporal",
		brandName: "Tienda Medellín Spa",
		category: "Servicios",
		description: "Exfoliación de cuerpo completo con sales marinas, café y aceites naturales. Retira las células muertas y deja la piel suave y lista para un bronceado parejo. Termina con una hidratación profunda.",
		price: 11e4,
		sellingPrice: 95e3,
		stock: 10,
		productImage: ["/images/catalogue/exfoliacion-corporal-1.svg"],
		service: {
			serviceDuration: 50,
			serviceIncludes: "Exfoliación con sal marina y café, ducha, hidratación con manteca de karité y toalla de cortesía.",
			serviceRecommendations: "No te depiles ni te afeites el mismo día. Evita el sol directo durante las 24 horas siguientes.",
			serviceIntensity: "intenso",
			serviceAdditionalBenefits: "Mejora la textura de la piel, activa la circulación y prolonga la duración del bronceado.",
			serviceRecommendedFrequency: "Cada 15 días.",
			serviceDiscountsPromotions: "Agrégala a cualquier bronceado con 10% de descuento."
		}
	},
	{
		key: "bronceado-hidratacion",
		productName: "Bronceado + hidratación",
		brandName: "Tienda Medellín Spa",
		category: "Servicios",
		description: "Combo de bronceado en spray con tratamiento de hidratación corporal intensiva. Tu piel queda dorada, suave y con un brillo saludable. El plan perfecto antes de unas vacaciones o un matrimonio.",
		price: 18e4,
		sellingPrice: 16e4,
		stock: 10,
		productImage: ["/images/catalogue/bronceado-hidratacion-1.svg"],
		service: {
			serviceDuration: 90,
			serviceIncludes: "Exfoliación suave, bronceado en spray, envoltura hidratante con aloe vera y crema para llevar.",
			serviceRecommendations: "Llega con la piel limpia y sin desodorante. Espera 8 horas antes del primer baño y usa ropa holgada.",
			serviceIntensity: "ligero",
			serviceAdditionalBenefits: "Hidratación prolongada, color más uniforme y un bronceado que dura más días.",
			serviceRecommendedFrequency: "Cada 10 a 15 días.",
			serviceDiscountsPromotions: "En tu cumpleaños, 25% de descuento en este combo."
		}
	},
	{
		key: "bronceado-domicilio",
		productName: "Bronceado a domicilio",
		brandName: "Tienda Medellín Spa",
		category: "Servicios-Home",
		description: "Llevamos el bronceado en spray hasta tu casa en Medellín y el Valle de Aburrá. Nuestra esteticista monta una carpa portátil, protege el espacio y deja todo limpio al terminar. Ideal para grupos y despedidas.",
		price: 22e4,
		sellingPrice: 199e3,
		stock: 10,
		productImage: ["/images/catalogue/bronceado-domicilio-1.svg"],
		service: {
			serviceDuration: 90,
			serviceIncludes: "Desplazamiento, carpa portátil, protección del piso, aplicación con aerógrafo y kit de cuidado posbronceado.",
			serviceRecommendations: "Ten listo un espacio de 2 x 2 metros con buena ventilación. Exfóliate 24 horas antes.",
			serviceIntensity: "intenso",
			serviceAdditionalBenefits: "Comodidad total sin salir de casa y tiempos flexibles para varias personas.",
			serviceRecommendedFrequency: "Cada 7 a 10 días o antes de un evento.",
			serviceDiscountsPromotions: "Desde la tercera persona en la misma dirección, 20% de descuento."
		}
	},
	{
		key: "masaje-domicilio",
		productName: "Masaje a domicilio",
		brandName: "Tienda Medellín Spa",
		category: "Servicios-Home",
		description: "Masaje relajante o descontracturante en la comodidad de tu hogar. Llevamos camilla, aceites, música y toallas para que solo te preocupes por descansar. Disponible en Medellín, Envigado, Sabaneta, Itagüí y Bello.",
		price: 28e4,
		sellingPrice: 25e4,
		stock: 10,
		productImage: ["/images/catalogue/masaje-domicilio-1.svg"],
		service: {
			serviceDuration: 120,
			serviceIncludes: "Desplazamiento, camilla profesional, 90 minutos de masaje, aceites esenciales, toallas y aromaterapia.",
			serviceRecommendations: "Reserva un espacio tranquilo de al menos 3 x 2 metros. Evita comidas pesadas una hora antes.",
			serviceIntensity: "medio",
			serviceAdditionalBenefits: "Alivia dolores musculares, reduce el estrés y mejora la calidad del sueño sin desplazarte.",
			serviceRecommendedFrequency: "Cada dos a tres semanas.",
			serviceDiscountsPromotions: "Pareja: el segundo masaje con 30% de descuento."
		}
	}
];
var seedShippingRates = [
	{
		city: "Medellín",
		default: 12e3,
		neighborhoods: {
			"El Poblado": 15e3,
			Laureles: 1e4,
			Belén: 1e4,
			Robledo: 12e3,
			"La América": 1e4,
			"Buenos Aires": 11e3
		}
	},
	{
		city: "Envigado",
		default: 14e3,
		neighborhoods: {
			"Zúñiga": 15e3,
			"El Portal": 14e3
		}
	},
	{
		city: "Itagüí",
		default: 15e3,
		neighborhoods: { Ditaires: 16e3 }
	},
	{
		city: "Bello",
		default: 16e3,
		neighborhoods: {}
	},
	{
		city: "Sabaneta",
		default: 15e3,
		neighborhoods: { "Aves María": 16e3 }
	}
];
// functions/store/seed/index.ts
/**
* First-start sample data: a believable Medellín shop. Ids and dates are derived from stable keys,
* so the same seed always yields the same catalogue (and the same prebuilt pages).
*/
/** A stable 24-hex id for a seed key. */
function seedId(kind, key) {
	return createHash("sha1").update(`${kind}:${key}`).digest("hex").slice(0, 24);
}
var SEED_EPOCH = Date.UTC(2026, 0, 15, 15, 0, 0);
function seedProductDoc(product, index) {
	const createdAt = /* @__PURE__ */ new Date(SEED_EPOCH - index * 6e4);
	return {
		_id: seedId("product", product.key),
		productName: product.productName,
		brandName: product.brandName,
		category: product.category,
		productImage: product.productImage,
		description: product.description,
		price: product.price,
		sellingPrice: product.sellingPrice,
		stock: product.stock,
		...product.service ?? {},
		searchText: productSearchText(product),
		searchDescription: normalizeText(product.description),
		createdAt,
		updatedAt: createdAt
	};
}
function seedCategoryDocs() {
	return seedCategories.map((category, index) => ({
		_id: seedId("category", category.key),
		name: category.name,
		nameKey: normalizeText(category.name),
		slug: category.slug || slugify(category.name),
		image: category.image,
		createdAt: /* @__PURE__ */ new Date(SEED_EPOCH - index * 6e4)
	}));
}
async function insertIgnoringDuplicates(items, insert) {
	for (const item of items) try {
		await insert(item);
	} catch (error) {
		if (!(error instanceof DuplicateKeyError)) throw error;
	}
}
/** Seeds the catalogue and shipping rates when the store has no categories yet. */
async function seedCatalogueIfEmpty(store) {
	if (await store.collection("categories").countDocuments({}) > 0) return false;
	await insertIgnoringDuplicates(seedCategoryDocs(), (doc) => store.collection("categories").insertOne(doc));
	await insertIgnoringDuplicates(seedProducts.map((product, index) => seedProductDoc(product, index)), (doc) => store.collection("products").insertOne(doc));
	await insertIgnoringDuplicates(seedShippingRates.map((rate, position) => ({
		_id: seedId("shipping", rate.city),
		...rate,
		position
	})), (doc) => store.collection("shippingRates").insertOne(doc));
	return true;
}
// functions/services/catalogue.ts
/** Search helper fields never leave the server. */
var publicProjection = {
	searchText: 0,
	searchDescription: 0
};
var newestFirst = {
	createdAt: -1,
	_id: -1
};
function toPublicProduct(doc) {
	const { searchText: _searchText, searchDescription: _searchDescription, createdAt, updatedAt, ...rest } = doc;
	return {
		...rest,
		createdAt: new Date(createdAt).toISOString(),
		updatedAt: new Date(updatedAt).toISOString()
	};
}
function toPublicCategory(doc) {
	return {
		_id: doc._id,
		name: doc.name,
		slug: doc.slug,
		image: doc.image
	};
}
async function listProducts(store, options = {}) {
	const filter = options.category ? { category: options.category } : {};
	return (await store.collection("products").find(filter, {
		sort: newestFirst,
		projection: publicProjection,
		...options.skip ? { skip: options.skip } : {},
		...options.limit ? { limit: options.limit } : {}
	})).map(toPublicProduct);
}
async function listCategories(store) {
	return (await store.collection("categories").find({}, { sort: { name: 1 } })).map(toPublicCategory);
}
// functions/services/catalogue-snapshot.ts
async function exportCatalogue(store) {
	const [products, categories] = await Promise.all([listProducts(store), listCategories(store)]);
	return {
		products,
		categories
	};
}
var pending;
function loadCatalogueForBuild(env = process.env) {
	pending ??= (async () => {
		if (env.CATALOGUE_SNAPSHOT) return JSON.parse(await readFile(env.CATALOGUE_SNAPSHOT, "utf8"));
		const store = await openStore(loadStoreConfig(env));
		try {
			if (store.kind === "embedded") await seedCatalogueIfEmpty(store);
			return await exportCatalogue(store);
		} finally {
			await store.close();
		}
	})();
	return pending;
}
export { formatCop as n, formatUsdFromCop as r, loadCatalogueForBuild as t };
