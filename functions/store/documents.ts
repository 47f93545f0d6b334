/**
 * The shape of each stored document. Dates are stored as Date and leave the API as ISO strings.
 */
import type { Role, ServiceFields } from '../../src/domain/schemas.ts';

export interface UserDoc {
  _id: string;
  name: string;
  /** Stored trimmed and lower-cased, so uniqueness ignores case. */
  email: string;
  tel: string;
  passwordHash: string;
  role: Role;
  profilePic: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface CategoryDoc {
  _id: string;
  name: string;
  /** normalizeText(name): the unique key that makes names unique ignoring case and accents. */
  nameKey: string;
  slug: string;
  image: string;
  createdAt: Date;
}

export interface ProductDoc extends Partial<ServiceFields> {
  _id: string;
  productName: string;
  brandName: string;
  category: string;
  productImage: string[];
  description: string;
  price: number;
  sellingPrice: number;
  stock: number;
  /** Accent- and case-free name, brand and category, for search. */
  searchText: string;
  /** Accent- and case-free description, searched when description=true. */
  searchDescription: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface CartLineDoc {
  _id: string;
  userId: string;
  productId: string;
  quantity: number;
  createdAt: Date;
  updatedAt: Date;
}

/** `_id` is `serviceId|YYYY-MM-DD|HH:mm`: one document per bookable slot. */
export interface SlotDoc {
  _id: string;
  serviceId: string;
  date: string;
  time: string;
  state: 'held' | 'booked';
  /** The payment order holding or owning the slot. */
  orderId: string;
  heldUntil: Date | null;
  createdAt: Date;
}

export interface PaymentOrderDoc {
  _id: string;
  [field: string]: unknown;
}

export interface TransactionDoc {
  _id: string;
  reference: string;
  [field: string]: unknown;
}

export interface ShippingRateDoc {
  _id: string;
  city: string;
  default: number;
  neighborhoods: Record<string, number>;
  position: number;
}

export interface ContactMessageDoc {
  _id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  ip: string;
  createdAt: Date;
}

export interface LoginAttemptDoc {
  _id: string;
  key: string;
  at: Date;
}

export interface CollectionDocs {
  users: UserDoc;
  categories: CategoryDoc;
  products: ProductDoc;
  carts: CartLineDoc;
  slots: SlotDoc;
  paymentOrders: PaymentOrderDoc;
  transactions: TransactionDoc;
  shippingRates: ShippingRateDoc;
  contactMessages: ContactMessageDoc;
  loginAttempts: LoginAttemptDoc;
}
