// Every console view is this one page: a page of its own would put its route and its files into
// every storefront visitor's first download (Vike's client router knows all pages).
export default '/operator/*'
