/**
 * The admin panel's sections, in the menu's order.
 */
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { resourceMessages } from '~/domain/bookings/messages-resources.ts';
import { staffMessages } from '~/domain/staff/messages-staff.ts';
import { adminPromotionMessages } from '~/domain/promotions/messages-admin-promotions.ts';
import { adminInvoiceMessages } from '~/domain/invoicing/messages-admin-invoices.ts';
import { adminReviewMessages } from '~/domain/reviews/messages-admin-reviews.ts';
import { adminCodMessages } from '~/domain/cash-on-delivery/messages-admin-cash-on-delivery.ts';

export interface AdminSectionLink {
  href: string;
  label: string;
  /** An SVG path (24×24 view box, stroked) for the menu icon. */
  icon: string;
}

export const adminSections: readonly AdminSectionLink[] = [
  { href: '/admin-panel/agenda', label: adminMessages.adminNavAgenda, icon: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4M12 13v3l2 1' },
  { href: '/admin-panel/horarios', label: adminMessages.adminNavHours, icon: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2' },
  {
    href: '/admin-panel/horarios#cierres',
    label: adminMessages.adminNavClosures,
    icon: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4M9 13l6 5M15 13l-6 5',
  },
  { href: '/admin-panel', label: adminMessages.adminNavDashboard, icon: 'M4 20V11M10 20V4M16 20v-6M2 20h20' },
  { href: '/admin-panel/all-products', label: adminMessages.adminNavProducts, icon: 'M4 7l8-4 8 4v10l-8 4-8-4zM4 7l8 4 8-4M12 11v10' },
  { href: '/admin-panel/all-reservas', label: adminMessages.adminNavReservations, icon: 'M5 5h14v15H5zM5 9h14M9 3v4M15 3v4M9 14l2 2 4-4' },
  { href: '/admin-panel/all-Ventas', label: adminMessages.adminNavSales, icon: 'M4 5h2l2 11h10l2-8H7M10 20h.01M17 20h.01' },
  {
    href: '/admin-panel/contra-entrega',
    label: adminCodMessages.navLabel,
    icon: 'M3 7h18v10H3zM12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM6 10v4M18 10v4',
  },
  {
    href: '/admin-panel/facturas',
    label: adminInvoiceMessages.navLabel,
    icon: 'M6 3h9l3 3v15H6zM9 9h6M9 13h6M9 17h4',
  },
  {
    href: '/admin-panel/all-shipping-rates',
    label: adminMessages.adminNavShipping,
    icon: 'M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-.01M17 19a2 2 0 1 0 0-.01',
  },
  { href: '/admin-panel/recursos', label: resourceMessages.navLabel, icon: 'M4 20V9l8-5 8 5v11M9 20v-6h6v6M4 20h16' },
  {
    href: '/admin-panel/equipo',
    label: staffMessages.navLabel,
    icon: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-6 7-6s7 2 7 6M17 8v6M14 11h6',
  },
  {
    href: '/admin-panel/all-users',
    label: adminMessages.adminNavUsers,
    icon: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-6 7-6s7 2 7 6M16 3.5a4 4 0 0 1 0 7M19 15c2 .7 3 2.6 3 6',
  },
  {
    href: '/admin-panel/promociones',
    label: adminPromotionMessages.navPromotions,
    icon: 'M20 12l-8 8-9-9V3h8zM7.5 7.5h.01',
  },
  {
    href: '/admin-panel/resenas',
    label: adminReviewMessages.navLabel,
    icon: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z',
  },
  { href: '/admin-panel/mensajes', label: adminMessages.adminNavMessages, icon: 'M3 6h18v12H3zM3 7l9 6 9-6' },
];
