/**
 * Spanish texts of the session in the header, on every page: the cart link, the login and sign-up
 * links, the account menu and its block in the mobile drawer. Apart from messages-account.ts so that pages
 * other than the account screens download only these few.
 */
export const sessionMessages = {
  accountLogin: 'Iniciar sesión',
  accountSignup: 'Crear cuenta',
  accountMenuLabel: (name: string) => `Menú de tu cuenta: ${name}`,
  accountAdminHeading: 'Administración',
  accountAdminProducts: 'Productos',
  accountAdminReservations: 'Reservas',
  accountAdminSales: 'Ventas',
  accountAdminUsers: 'Usuarios',
  accountMyProfile: 'Mi perfil',
  accountMyOrders: 'Mis pedidos',
  accountLogout: 'Cerrar sesión',
  accountLoggingOut: 'Cerrando sesión…',
  accountDrawerHeading: 'Tu cuenta',
  accountCartLink: (count: number) => (count === 1 ? 'Carrito (1 producto)' : `Carrito (${count} productos)`),
  /** The header's cart link before the islands know the count (the prebuilt HTML), then with it. */
  cartLink: 'Carrito',
  cartLinkCount: (count: number) => (count === 1 ? 'Carrito: 1 producto' : `Carrito: ${count} productos`),
} as const;
