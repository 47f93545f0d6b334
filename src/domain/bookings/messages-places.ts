/**
 * Spanish texts of where things happen: each appointment's place (at the shop or at home) and where
 * a pickup is collected. Shown by the cart, the receipt page, the e-mails and /mi-reserva.
 */
import type { AppointmentPlace } from './appointment-place.ts';
import { business } from '../shared/business.ts';
import type { BusinessHours } from '../schedule/business-hours.ts';
import { hoursMessages } from '../schedule/messages-hours.ts';

export const placeMessages = {
  placeLabel: 'Lugar',
  atShop: 'En la tienda',
  atHome: 'A domicilio',
  /** "En la tienda · Carrera 43A…" or "A domicilio · Calle 10…". */
  placeText: (place: AppointmentPlace) => `${place.at === 'domicilio' ? 'A domicilio' : 'En la tienda'} · ${place.address}`,
  pickupAddressLabel: 'Dónde recoger',
  pickupHoursLabel: 'Horario para recoger',
  pickupAddress: business.address,
  /** The counter's week in one line. */
  pickupHours: (hours?: BusinessHours) => hoursMessages.counterLines(hours).join('; '),
  pickupNote: 'Recoges tu pedido sin costo en nuestra tienda. Solo necesitamos tu nombre, correo y teléfono.',
  mailPlacesHeading: 'Dónde es cada cita',
  homeVisitLegend: 'Dirección del servicio a domicilio',
  homeVisitHint: 'Este servicio se presta en la casa del cliente: anota dónde.',
  homeVisitAddress: 'Dirección',
  homeVisitCity: 'Ciudad',
  homeVisitChooseCity: 'Elige una ciudad',
  homeVisitCitiesLoading: 'Cargando ciudades…',
  homeVisitNeighborhood: 'Barrio',
  homeVisitNeighborhoodHint: 'Elige uno de la lista o escríbelo.',
};
