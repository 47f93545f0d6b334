/**
 * zod schemas: the single source of the shop's types and of input validation,
 * shared by the browser forms and the API routes.
 */
import * as z from 'zod';
import { es } from 'zod/locales';
import { paymentProviderNames, wompiTransactionIdPattern } from './checkout.ts';
import { contactRequestTypes } from './contact-request-types.ts';
import { DATA_REQUEST_CLASSES } from './contact-requests.ts';
import { maxDataUrlLength, PROFILE_PIC_MAX_BYTES } from './images.ts';
import { AGENDA_MAX_DAYS, MAX_RESERVATIONS_PER_ORDER } from './limits.ts';
import { bookingMessages } from './messages-bookings.ts';
import { messages } from './messages.ts';
import { PASSWORD_MAX_BYTES, passwordFitsBcrypt } from './passwords.ts';
import { reservationStatuses, saleStatuses } from './records.ts';
import { idSchema } from './ids.ts';
import { resourceIdFieldSchema } from './resources.ts';
import { bookingWindows, hourLabel, isValidDate } from './schedule.ts';
import { daysBetween, MAX_LOW_STOCK_THRESHOLD, MAX_STATS_DAYS } from './stats.ts';
import { deliveryCityRefusal, homeVisitPlaceRefusal } from './shipping.ts';
import { variantMessages } from './messages-variants.ts';
import { productOptionSchema, productVariantSchema, variantInputSchema } from './variant-schemas.ts';
import { MAX_OPTIONS, MAX_VARIANTS, variantIssues } from './variants.ts';
import { placeNameKey } from './shipping-names.ts';
import { packFieldsShape } from './pack-schemas.ts';
import { packIssues } from './packs.ts';

// Named alone, from the namespace import, so bundles keep only the parts of zod in use and one locale.
z.config(es());

/** The unticked "Acepto la política de tratamiento de datos" of every form with personal data. */
const acceptDataPolicySchema = z.literal(true, { error: messages.dataPolicyRequired });
/** "Acepto los términos" of the checkout. */
const acceptTermsSchema = z.literal(true, { error: messages.termsRequired });

export const roles = ['ADMIN', 'GENERAL'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const serviceIntensities = ['ligero', 'medio', 'intenso'] as const;
export const serviceIntensitySchema = z.enum(serviceIntensities);
export type ServiceIntensity = z.infer<typeof serviceIntensitySchema>;

/** 24-hex ObjectId string, as every id travels at the API, in its one (lower-case) spelling. */
export const objectIdSchema = idSchema('El identificador no es válido.');

/** A text field that must be a plain string (never an object such as {"$gt": ""}). */
export const text = (max = 2000) => z.string().trim().max(max);

/** A service's own start window (`serviceStarts`): its first and last start, 'HH:00'. */
export const serviceStartsSchema = z.object({ from: z.string(), to: z.string() });

export const serviceFieldsSchema = z.object({
  serviceDuration: z.number().int().min(0),
  /** The hours the service may start at; missing: the spec's 09:00 to 13:00 (schedule.ts `serviceBookingWindow`). */
  serviceStarts: serviceStartsSchema.optional(),
  serviceIncludes: z.string(),
  serviceRecommendations: z.string(),
  serviceIntensity: serviceIntensitySchema,
  serviceAdditionalBenefits: z.string(),
  serviceRecommendedFrequency: z.string(),
  serviceDiscountsPromotions: z.string(),
});
export type ServiceFields = z.infer<typeof serviceFieldsSchema>;

/** A product or a service as the API returns it. */
export const productSchema = z
  .object({
    _id: objectIdSchema,
    productName: z.string(),
    brandName: z.string(),
    category: z.string(),
    productImage: z.array(z.string()),
    description: z.string(),
    price: z.number().int().min(0),
    sellingPrice: z.number().int().min(0),
    stock: z.number().int().min(0),
    /** A service's shared resource (src/domain/resources.ts); missing: one of its own. */
    resourceId: z.string().optional(),
    /** A garment's options (Talla, Color…) and its variants, each with its own stock; `stock` is then their sum. */
    options: z.array(productOptionSchema).optional(),
    variants: z.array(productVariantSchema).optional(),
    /** A session pack ("bono", src/domain/packs.ts): its sessions, the services they pay for and its days of validity. */
    packSessions: z.number().int().optional(),
    packServiceIds: z.array(z.string()).optional(),
    packValidityDays: z.number().int().optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .extend(serviceFieldsSchema.partial().shape);
export type Product = z.infer<typeof productSchema>;

export const categorySchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  slug: z.string(),
  image: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const publicUserSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  email: z.string(),
  tel: z.string(),
  role: roleSchema,
  profilePic: z.string(),
  /** Whether the owner of the e-mail confirmed it from their mailbox. */
  emailConfirmed: z.boolean(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

// --- Request bodies and queries

const requiredText = (message: string, max: number) => z.string({ error: message }).trim().min(1, { error: message }).max(max);

/** Stored lower-cased and trimmed: e-mails are unique ignoring case. */
export const emailSchema = z
  .string({ error: messages.emailInvalid })
  .trim()
  .max(200, { error: messages.emailInvalid })
  .pipe(z.email({ error: messages.emailInvalid }))
  .transform((email) => email.toLowerCase());

export const telSchema = z
  .string({ error: messages.telRequired })
  .trim()
  .min(1, { error: messages.telRequired })
  .regex(/^\+?[\d\s()-]{7,20}$/, { error: messages.telInvalid })
  .refine(
    (tel) => {
      const digits = tel.replace(/\D/g, '').length;
      return digits >= 7 && digits <= 15;
    },
    { error: messages.telInvalid },
  );

/**
 * At most PASSWORD_MAX_BYTES UTF-8 bytes, what bcrypt reads: the character cap refuses a huge string
 * before it is encoded (72 characters are at least 72 bytes), the refinement counts the bytes.
 */
const withinBcryptLimit = (password: z.ZodString) =>
  password.max(PASSWORD_MAX_BYTES, { error: messages.passwordTooLong }).refine(passwordFitsBcrypt, { error: messages.passwordTooLong });

/** A password being set (sign-up, a new password, the admin script). */
export const passwordSchema = withinBcryptLimit(
  z.string({ error: messages.passwordRequired }).min(1, { error: messages.passwordRequired }).min(8, { error: messages.passwordTooShort }),
);

/** A profile photo as a data URL (checked again by its bytes on the server). */
export const profilePicSchema = z
  .string({ error: messages.profilePicRequired })
  .min(1, { error: messages.profilePicRequired })
  .max(maxDataUrlLength(PROFILE_PIC_MAX_BYTES), { error: messages.imageTooLarge(PROFILE_PIC_MAX_BYTES / 1024 / 1024) });

/** The sign-up's photo is optional: absent or '' is an account without one (its initials stand in). */
const signupPhotoSchema = z
  .string({ error: messages.imageInvalidType })
  .max(maxDataUrlLength(PROFILE_PIC_MAX_BYTES), { error: messages.imageTooLarge(PROFILE_PIC_MAX_BYTES / 1024 / 1024) })
  .optional()
  .default('');

export const signupSchema = z
  .object({
    name: requiredText(messages.nameRequired, 100),
    email: emailSchema,
    tel: telSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: messages.confirmPasswordRequired }).min(1, { error: messages.confirmPasswordRequired }),
    profilePic: signupPhotoSchema,
    acceptDataPolicy: acceptDataPolicySchema,
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type SignupForm = z.input<typeof signupSchema>;

/** A password over the limit cannot be anyone's: it is refused with 400 before any check or count. */
export const signinSchema = z.object({
  email: emailSchema,
  password: withinBcryptLimit(z.string({ error: messages.passwordRequired }).min(1, { error: messages.passwordRequired })),
});

/** The forgotten-password form: the e-mail of the account. */
export const forgotPasswordSchema = z.object({ email: emailSchema });

const newPasswordFields = {
  password: passwordSchema,
  confirmPassword: z.string({ error: messages.confirmPasswordRequired }).min(1, { error: messages.confirmPasswordRequired }),
};
const confirmationMatches: [(form: { password: string; confirmPassword: string }) => boolean, { error: string; path: string[] }] = [
  (form) => form.password === form.confirmPassword,
  { error: messages.passwordsDoNotMatch, path: ['confirmPassword'] },
];

/** The reset page: the link's token and the new password twice. */
export const resetPasswordSchema = z
  .object({
    token: z.string({ error: messages.resetLinkInvalid }).trim().min(1, { error: messages.resetLinkInvalid }).max(200),
    ...newPasswordFields,
  })
  .refine(...confirmationMatches);
export type ResetPasswordForm = z.input<typeof resetPasswordSchema>;

/** A reset link checked as its page opens, before the form is filled (POST /api/reset-password/check). */
export const resetTokenCheckSchema = z.object({
  token: z.string({ error: messages.resetLinkInvalid }).trim().min(1, { error: messages.resetLinkInvalid }).max(200),
});

/** An e-mail whose reservations' /mi-reserva links are sent again (POST /api/bookings/resend-links). */
export const bookingLinksRequestSchema = z.object({ email: emailSchema });

/** "Cambiar contraseña" on the profile: the current password, then the new one twice. */
export const passwordChangeSchema = z
  .object({
    currentPassword: withinBcryptLimit(
      z.string({ error: messages.currentPasswordRequired }).min(1, { error: messages.currentPasswordRequired }),
    ),
    ...newPasswordFields,
  })
  .refine(...confirmationMatches);
export type PasswordChangeForm = z.input<typeof passwordChangeSchema>;

/** Deleting one's own account: the password confirms it. */
export const deleteAccountSchema = z.object({
  password: withinBcryptLimit(z.string({ error: messages.accountPasswordRequired }).min(1, { error: messages.accountPasswordRequired })),
});
export type DeleteAccountForm = z.input<typeof deleteAccountSchema>;

/** The fields a user may change on their own profile; a photo is replaced only when sent. */
export const profileUpdateSchema = z.object({
  name: requiredText(messages.nameRequired, 100).optional(),
  tel: telSchema.optional(),
  profilePic: profilePicSchema.optional(),
});

export const updateUserRoleSchema = z.object({ userId: objectIdSchema, role: roleSchema });

// --- Cart, reservations and shipping

export const quantitySchema = z.number({ error: messages.quantityInvalid }).int({ error: messages.quantityInvalid }).min(1, {
  error: messages.quantityInvalid,
});

/** The variant of a product with variants (a size and colour); absent for any other product. */
const variantIdSchema = idSchema(variantMessages.variantNotFound);

export const addToCartBodySchema = z.object({
  productId: objectIdSchema,
  variantId: variantIdSchema.optional(),
  quantity: quantitySchema.optional(),
});
export const updateCartLineBodySchema = z.object({ _id: objectIdSchema, quantity: quantitySchema });
export const deleteCartLineBodySchema = z.object({ _id: objectIdSchema });
export const mergeCartBodySchema = z.object({
  items: z.array(z.object({ productId: objectIdSchema, variantId: variantIdSchema.optional(), quantity: quantitySchema })).max(100),
});

export const dateSchema = z.string({ error: messages.dateInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: messages.dateInvalid });
export const timeSchema = z
  .string({ error: messages.reservationNeedsDateTime })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: messages.reservationNeedsDateTime });
export const availabilityQuerySchema = z.object({ date: dateSchema });

/** A reservation line as the customer's own pages name it: `<record id>-<index>`. */
export const bookingLineIdSchema = z
  .string({ error: bookingMessages.lineNotFound })
  .regex(/^[0-9a-f]{24}-\d{1,3}$/i, { error: bookingMessages.lineNotFound })
  .transform((id) => id.toLowerCase());
/** The receipt token a guest reads and changes their booking with. */
export const bookingAccessSchema = z.string().max(200).optional();
export const bookingQuerySchema = z.object({ access: bookingAccessSchema });
export const cancelBookingBodySchema = z.object({ lineId: bookingLineIdSchema, access: bookingAccessSchema });
export const rescheduleBookingBodySchema = z.object({
  lineId: bookingLineIdSchema,
  date: dateSchema,
  time: timeSchema,
  access: bookingAccessSchema,
});

export const shippingMethods = ['delivery', 'pickup'] as const;

/**
 * Shipping and contact details. The address is needed when products are delivered or a home
 * service visits (`needsAddress`); a pickup at the shop asks only the name, e-mail and phone, and
 * keeps no address, city, neighbourhood or delivery time. A home visit (`homeVisit`) is never a
 * pickup, and with the shipping `rates` its city must be one of the list, with a neighbourhood —
 * listed or typed — when it lists some.
 */
export function shippingInfoSchema(options: { needsAddress: boolean; homeVisit?: boolean; rates?: readonly ShippingRate[] }) {
  const homeVisit = options.needsAddress && options.homeVisit === true;
  return z
    .object({
      name: requiredText(messages.shippingNameRequired, 100),
      email: z
        .string({ error: messages.shippingEmailInvalid })
        .trim()
        .max(200)
        .pipe(z.email({ error: messages.shippingEmailInvalid })),
      phone: telSchema,
      address: z.string().trim().max(200).default(''),
      deliveryTime: z.string().trim().max(100).default(''),
      shippingMethod: z.enum(shippingMethods, { error: messages.shippingMethodInvalid }),
      city: z.string().trim().max(100).default(''),
      neighborhood: z.string().trim().max(100).default(''),
      /** The unticked "Recibir avisos de mi cita por WhatsApp": kept only when ticked. */
      whatsappOptIn: z.boolean({ error: messages.invalidInput }).optional(),
    })
    .superRefine((info, context) => {
      if (options.needsAddress && (homeVisit || info.shippingMethod === 'delivery') && info.address === '') {
        const message = homeVisit ? messages.homeServiceAddressRequired : messages.shippingAddressRequired;
        context.addIssue({ code: 'custom', path: ['address'], message });
      }
      if (homeVisit && info.shippingMethod !== 'delivery') {
        context.addIssue({ code: 'custom', path: ['shippingMethod'], message: messages.homeServiceNeedsDelivery });
      }
      if (options.needsAddress && info.shippingMethod === 'delivery' && info.city === '') {
        context.addIssue({ code: 'custom', path: ['city'], message: messages.shippingCityRequired });
      }
      let refusal: { field: string; message: string } | null = null;
      if (options.needsAddress && options.rates) {
        refusal = homeVisit ? homeVisitPlaceRefusal(options.rates, info) : deliveryCityRefusal(options.rates, info);
      }
      if (refusal) context.addIssue({ code: 'custom', path: [refusal.field], message: refusal.message });
    })
    .transform(({ whatsappOptIn, ...info }) => ({
      ...(info.shippingMethod === 'pickup' ? { ...info, address: '', city: '', neighborhood: '', deliveryTime: '' } : info),
      ...(whatsappOptIn === true ? { whatsappOptIn: true as const } : {}),
    }));
}
export type ShippingInfo = z.output<ReturnType<typeof shippingInfoSchema>>;

// --- Checkout and records

export const checkoutProductItemSchema = z.object({
  productId: objectIdSchema,
  variantId: variantIdSchema.optional(),
  quantity: quantitySchema,
});
export const checkoutReservationItemSchema = z.object({
  productId: objectIdSchema,
  reservationDate: dateSchema,
  reservationTime: timeSchema,
  /** "Usar mi bono": one of the signed-in customer's pack credits pays this appointment (src/domain/packs.ts). */
  useCredit: z.literal(true, { error: messages.invalidInput }).optional(),
});
export const createOrderBodySchema = z.object({
  items: z
    // A reservation item is tried first; anything else the browser adds (a price…) is ignored.
    .array(z.union([checkoutReservationItemSchema, checkoutProductItemSchema]), {
      error: messages.checkoutItemsInvalid,
    })
    .min(1, { error: messages.cartEmpty })
    .max(50)
    .refine((items) => items.filter((item) => 'reservationDate' in item).length <= MAX_RESERVATIONS_PER_ORDER, {
      error: messages.tooManyReservationsInOrder(MAX_RESERVATIONS_PER_ORDER),
    }),
  /** Validated again once the server knows whether products travel. */
  shippingInfo: z.record(z.string(), z.unknown(), { error: messages.shippingInfoMissing }),
  /** Which way to pay; the shop's first configured one when absent. */
  provider: z.enum(paymentProviderNames, { error: messages.paymentProviderInvalid }).optional(),
  /** A discount code (services/promotions/): the server prices it, or refuses the order saying why. */
  discountCode: z.string({ error: messages.invalidInput }).trim().max(60, { error: messages.invalidInput }).optional(),
  acceptDataPolicy: acceptDataPolicySchema,
  acceptTerms: acceptTermsSchema,
});

/** POST /api/payment/wompi/confirm: the `id` Wompi put in the redirect's address. */
export const wompiConfirmBodySchema = z.object({
  id: z
    .string({ error: messages.wompiTransactionIdInvalid })
    .trim()
    .regex(wompiTransactionIdPattern, { error: messages.wompiTransactionIdInvalid }),
});

export const captureOrderBodySchema = z.object({ orderID: z.string().trim().min(1).max(100) });
export const cancelPaymentBodySchema = z.object({ orderID: z.string().trim().min(1).max(100) });

export { reservationStatuses, saleStatuses };
export const recordKinds = ['reserva', 'venta'] as const;
export type RecordKind = (typeof recordKinds)[number];

/** A payment's reference in an address (the owner's "Pagos por revisar"). */
export const paymentReferenceSchema = z.string().trim().min(1, messages.invalidReference).max(100, messages.invalidReference);

/** The spec's body, sent by the success page; the server believes none of it but the reference. */
export const transactionNoticeSchema = z.object({
  reference: z.string().trim().min(1).max(100),
  amountInCents: z.unknown().optional(),
  status: z.unknown().optional(),
  reservationDetails: z.unknown().optional(),
  shippingInfo: z.unknown().optional(),
  user: z.unknown().optional(),
});

export const transactionsQuerySchema = z.object({
  type: z.enum(['reservas', 'ventas']).optional(),
  mine: z.literal('1').optional(),
});

// --- Admin

/** Images the shop serves itself, or Cloudinary's; never an arbitrary address. */
export const productImageUrlSchema = z
  .string()
  .regex(
    /^(\/api\/media\/[a-f0-9]{32}\.(png|jpg|gif|webp)|\/images\/[\w./-]+\.(svg|png|jpg|jpeg|webp)|https:\/\/res\.cloudinary\.com\/[\w./-]+)$/,
    {
      error: messages.imageUrlInvalid,
    },
  );

const priceField = (message: string) =>
  z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(1_000_000_000, { error: message });

export const serviceFieldLabels = {
  serviceIncludes: 'Incluye',
  serviceRecommendations: 'Recomendaciones',
  serviceAdditionalBenefits: 'Beneficios adicionales',
  serviceRecommendedFrequency: 'Frecuencia recomendada',
  serviceDiscountsPromotions: 'Descuentos y promociones',
} as const;

const widest = bookingWindows.reservar;
const startsInvalid = messages.serviceStartsInvalid(hourLabel(widest.firstHour), hourLabel(widest.lastHour));
/** A whole hour the widest window allows (08:00 to 18:00). */
const startHourSchema = z
  .string({ error: startsInvalid })
  .regex(/^\d{2}:00$/, { error: startsInvalid })
  .refine((time) => Number(time.slice(0, 2)) >= widest.firstHour && Number(time.slice(0, 2)) <= widest.lastHour, { error: startsInvalid });

/** A service's start window as its form sends it: two whole hours of the widest window, the first not after the last. */
export const serviceStartsInputSchema = z
  .object({ from: startHourSchema, to: startHourSchema }, { error: startsInvalid })
  .refine((starts) => starts.from <= starts.to, { error: messages.serviceStartsOrder, path: ['to'] });

/** A product or service as the admin sends it; service fields are checked by category. */
export const productInputSchema = z
  .object({
    productName: requiredText(messages.productNameRequired, 150),
    brandName: requiredText(messages.brandRequired, 100),
    category: requiredText(messages.categoryRequired, 100),
    productImage: z
      .array(productImageUrlSchema, { error: messages.uploadAtLeastOneImage })
      .min(1, { error: messages.uploadAtLeastOneImage })
      .max(10),
    description: z.string().trim().max(5000).default(''),
    price: priceField(messages.priceInvalid),
    sellingPrice: priceField(messages.sellingPriceInvalid),
    /** Required without variants; with them the server keeps it as their sum. */
    stock: z
      .number({ error: messages.stockInvalid })
      .int({ error: messages.stockInvalid })
      .min(0, { error: messages.stockInvalid })
      .optional(),
    options: z
      .array(productOptionSchema, { error: variantMessages.optionsInvalid })
      .max(MAX_OPTIONS, { error: variantMessages.optionsInvalid })
      .default([]),
    variants: z
      .array(variantInputSchema(productImageUrlSchema), { error: variantMessages.variantsInvalid })
      .max(MAX_VARIANTS, { error: variantMessages.variantsInvalid })
      .default([]),
    serviceDuration: z
      .number({ error: messages.serviceDurationInvalid })
      .int({ error: messages.serviceDurationInvalid })
      .min(0, { error: messages.serviceDurationInvalid })
      .max(24 * 60, { error: messages.serviceDurationInvalid })
      .optional(),
    serviceIntensity: z.enum(serviceIntensities, { error: messages.serviceIntensityInvalid }).optional(),
    serviceStarts: serviceStartsInputSchema.optional(),
    serviceIncludes: z.string().trim().max(2000).optional(),
    serviceRecommendations: z.string().trim().max(2000).optional(),
    serviceAdditionalBenefits: z.string().trim().max(2000).optional(),
    serviceRecommendedFrequency: z.string().trim().max(500).optional(),
    serviceDiscountsPromotions: z.string().trim().max(2000).optional(),
    resourceId: resourceIdFieldSchema,
    ...packFieldsShape,
  })
  .superRefine((product, context) => {
    for (const issue of packIssues(product)) context.addIssue({ code: 'custom', ...issue });
    if (product.sellingPrice > product.price) {
      context.addIssue({ code: 'custom', path: ['sellingPrice'], message: messages.sellingPriceAbovePrice });
    }
    for (const issue of variantIssues(product, product.options, product.variants)) context.addIssue({ code: 'custom', ...issue });
    if (product.variants.length === 0 && product.stock === undefined) {
      context.addIssue({ code: 'custom', path: ['stock'], message: messages.stockInvalid });
    }
  });
export type ProductInput = z.output<typeof productInputSchema>;

/** The spec's service rule: every service field is required. Null when complete, else the message. */
export function missingServiceField(product: ProductInput): string | null {
  if (product.serviceDuration === undefined) return messages.serviceDurationInvalid;
  if (product.serviceIntensity === undefined) return messages.serviceIntensityInvalid;
  for (const [field, label] of Object.entries(serviceFieldLabels)) {
    const value = product[field as keyof typeof serviceFieldLabels];
    if (!value || value.trim() === '') return messages.serviceFieldRequired(label);
  }
  return null;
}

export const updateProductBodySchema = productInputSchema.and(z.object({ _id: objectIdSchema }));

export const categoryInputSchema = z.object({
  name: z
    .string({ error: messages.invalidNewCategory })
    .trim()
    .min(1, { error: messages.invalidNewCategory })
    .max(60, { error: messages.invalidNewCategory })
    .refine((name) => /[\p{L}\p{N}]/u.test(name), { error: messages.invalidNewCategory }),
});

const feeSchema = z
  .number({ error: messages.shippingFeeInvalid })
  .int({ error: messages.shippingFeeInvalid })
  .min(0, {
    error: messages.shippingFeeInvalid,
  })
  .max(10_000_000, { error: messages.shippingFeeInvalid });

const neighborhoodNameSchema = z
  .string()
  .trim()
  .min(1, { error: messages.shippingNeighborhoodNameRequired })
  .max(100, { error: messages.shippingNeighborhoodNameTooLong })
  .refine((name) => placeNameKey(name) !== '', { error: messages.shippingNeighborhoodNameRequired });

/**
 * A city's neighbourhood fees by name. Read as the object's own entries and rebuilt with
 * Object.fromEntries — not z.record, which drops a key named «__proto__» — so every name the
 * admin types («Sta. Lucía», «$Centro», «constructor»…) is kept as it is. Names are unique as
 * `placeNameKey` reads them: «Belén» and «belen» are one neighbourhood.
 */
const neighborhoodFeesSchema = z
  .custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), {
    error: messages.shippingNeighborhoodsInvalid,
  })
  .transform((value) => Object.entries(value))
  .pipe(
    z
      .array(z.tuple([neighborhoodNameSchema, feeSchema]))
      .max(500)
      .superRefine((entries, context) => {
        const seen = new Set<string>();
        for (const [index, [name]] of entries.entries()) {
          const key = placeNameKey(name);
          if (seen.has(key)) context.addIssue({ code: 'custom', path: [index, 0], message: messages.shippingNeighborhoodDuplicate(name) });
          seen.add(key);
        }
      }),
  )
  .transform((entries): Record<string, number> => Object.fromEntries(entries));

export const shippingRatesBodySchema = z.object({
  shippingRates: z
    .array(
      z.object({
        city: z
          .string({ error: messages.shippingCityNameRequired })
          .trim()
          .max(100)
          .refine((city) => placeNameKey(city) !== '', { error: messages.shippingCityNameRequired }),
        default: feeSchema,
        neighborhoods: neighborhoodFeesSchema.default({}),
      }),
    )
    .max(200)
    .superRefine((rates, context) => {
      const seen = new Set<string>();
      for (const [index, rate] of rates.entries()) {
        const key = placeNameKey(rate.city);
        if (seen.has(key)) context.addIssue({ code: 'custom', path: [index, 'city'], message: messages.shippingCityDuplicate(rate.city) });
        seen.add(key);
      }
    }),
});

export const transactionStatusBodySchema = z.object({
  status: z.enum([...reservationStatuses, ...saleStatuses], { error: messages.transactionStatusInvalid }),
});

export const adminRecordsQuerySchema = z.object({
  type: z.enum(['reservas', 'ventas']),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  status: z.string().max(30).optional(),
  /** One payment's records: the link of the owner's notice e-mail. */
  reference: z.string().trim().max(40).optional(),
  page: z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(100_000)).optional(),
  pageSize: z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(200)).optional(),
});

// --- The admin dashboard

const calendarDateSchema = dateSchema.refine(isValidDate, { error: messages.statsRangeInvalid });

/** GET /api/admin/stats: the period's Bogotá days, both or neither (then the last 30 days), at most MAX_STATS_DAYS. */
export const statsQuerySchema = z
  .object({ from: calendarDateSchema.optional(), to: calendarDateSchema.optional() })
  .refine((query) => (query.from === undefined) === (query.to === undefined), { error: messages.statsRangeInvalid })
  .refine(
    (query) => !query.from || !query.to || (query.from <= query.to && daysBetween({ from: query.from, to: query.to }) <= MAX_STATS_DAYS),
    {
      error: messages.statsRangeInvalid,
    },
  );

/** PATCH /api/admin/low-stock-threshold. */
export const lowStockThresholdBodySchema = z.object({
  threshold: z
    .number({ error: messages.lowStockThresholdInvalid })
    .int({ error: messages.lowStockThresholdInvalid })
    .min(0, { error: messages.lowStockThresholdInvalid })
    .max(MAX_LOW_STOCK_THRESHOLD, { error: messages.lowStockThresholdInvalid }),
});

/** PATCH /api/admin/contact-messages/:id: a personal-data request is a consultation or a claim. */
export const contactMessageUpdateBodySchema = z.object({
  dataRequest: z.enum(DATA_REQUEST_CLASSES, { error: messages.dataRequestClassInvalid }),
});

export const manualReservationBodySchema = z.object({
  serviceId: objectIdSchema,
  reservationDate: dateSchema,
  reservationTime: timeSchema,
  customer: z.object({
    name: requiredText(messages.shippingNameRequired, 100),
    tel: telSchema,
    email: z
      .string()
      .trim()
      .max(200)
      .pipe(z.email({ error: messages.emailInvalid }).or(z.literal('')))
      .default(''),
  }),
  notes: z.string().trim().max(1000).default(''),
  /** Where a home service is done; the server requires it for one, and ignores it for a service at the shop. */
  shippingInfo: z
    .object({
      address: z.string().trim().max(200).default(''),
      city: z.string().trim().max(100).default(''),
      neighborhood: z.string().trim().max(100).default(''),
    })
    .default({ address: '', city: '', neighborhood: '' }),
});

const agendaDateSchema = dateSchema.pipe(z.iso.date({ error: messages.dateInvalid }));

/** GET /api/admin/agenda: Bogotá days `from` to `to` (at most AGENDA_MAX_DAYS), every service or one. */
export const agendaQuerySchema = z
  .object({ from: agendaDateSchema, to: agendaDateSchema, serviceId: objectIdSchema.optional() })
  .refine(({ from, to }) => to >= from && Date.parse(to) - Date.parse(from) < AGENDA_MAX_DAYS * 86_400_000, {
    error: messages.agendaRangeInvalid(AGENDA_MAX_DAYS),
  });

export const shippingRateSchema = z.object({
  city: z.string(),
  default: z.number(),
  neighborhoods: z.record(z.string(), z.number()),
});
export type ShippingRate = z.infer<typeof shippingRateSchema>;

export const productDetailsBodySchema = z.object({ productId: objectIdSchema });

/** Optional whole number from a query string; absent or empty stays undefined. */
const queryInt = (max: number) =>
  z.string().regex(/^\d+$/, { error: 'Debe ser un número entero.' }).transform(Number).pipe(z.number().int().min(0).max(max)).optional();

export const categoryProductBodySchema = z.object({
  /** A category name, slug or id. */
  category: text(100).min(1, { error: 'Indica una categoría.' }),
});

export const searchQuerySchema = z.object({
  q: z.string().max(100, { error: messages.searchQueryTooLong }).default(''),
  description: z.enum(['true', 'false']).optional(),
});

export const productSorts = ['price-asc', 'price-desc', 'newest'] as const;
export const filterProductBodySchema = z
  .object({
    category: z.array(text(100)).max(50).optional(),
    minPrice: z.number().int().min(0).optional(),
    maxPrice: z.number().int().min(0).optional(),
    sort: z.enum(productSorts).optional(),
  })
  .refine((body) => body.minPrice === undefined || body.maxPrice === undefined || body.minPrice <= body.maxPrice, {
    error: messages.priceRangeInvalid,
  });
export type ProductFilter = z.infer<typeof filterProductBodySchema>;

/** The contact form: name, email and message required, subject optional. */
export const contactFormSchema = z.object({
  requestType: z.enum(contactRequestTypes, { error: messages.contactRequestTypeInvalid }).optional().default('general'),
  name: z.string({ error: messages.contactNameRequired }).trim().min(1, { error: messages.contactNameRequired }).max(100),
  email: z
    .string({ error: messages.contactEmailInvalid })
    .trim()
    .max(200)
    .pipe(z.email({ error: messages.contactEmailInvalid })),
  subject: z.string().trim().max(150).optional().default(''),
  message: z.string({ error: messages.contactMessageRequired }).trim().min(1, { error: messages.contactMessageRequired }).max(5000),
  acceptDataPolicy: acceptDataPolicySchema,
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/** Up to 200 comma-separated ids, for the live price and stock refresh of prebuilt pages. */
export const productPricesQuerySchema = z.object({
  ids: z
    .string()
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(z.array(objectIdSchema).min(1).max(200)),
});

export const livePriceSchema = productSchema.pick({
  _id: true,
  price: true,
  sellingPrice: true,
  stock: true,
  options: true,
  variants: true,
});
export type LivePrice = z.infer<typeof livePriceSchema>;

export const getProductQuerySchema = z.object({
  category: text(100).optional(),
  limit: queryInt(10000),
  skip: queryInt(1000000),
});

// --- Newsletter

/** The footer's newsletter: the e-mail and the separate, unticked box for marketing e-mails. */
export const newsletterSubscribeSchema = z.object({
  email: emailSchema,
  acceptMarketing: z.literal(true, { error: messages.marketingConsentRequired }),
});
export type NewsletterSubscribeForm = z.input<typeof newsletterSubscribeSchema>;

/** The unsubscribe link's token (POST /api/newsletter/unsubscribe). */
export const newsletterUnsubscribeSchema = z.object({
  token: z
    .string({ error: messages.unsubscribeLinkInvalid })
    .trim()
    .min(1, { error: messages.unsubscribeLinkInvalid })
    .max(200, { error: messages.unsubscribeLinkInvalid }),
});

/** The token of the link that confirms an account's e-mail (POST /api/confirm-email). */
export const emailConfirmSchema = z.object({
  token: z
    .string({ error: messages.emailConfirmLinkInvalid })
    .trim()
    .min(1, { error: messages.emailConfirmLinkInvalid })
    .max(200, { error: messages.emailConfirmLinkInvalid }),
});

/** The confirmation link's token (POST /api/newsletter/confirm). */
export const newsletterConfirmSchema = z.object({
  token: z
    .string({ error: messages.confirmLinkInvalid })
    .trim()
    .min(1, { error: messages.confirmLinkInvalid })
    .max(200, { error: messages.confirmLinkInvalid }),
});
