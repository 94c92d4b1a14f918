/** The restaurant's time zone: every time a customer or the kitchen sees is a time there. */
export const RESTAURANT_ZONE = 'Europe/Sofia'
