export { default } from '#client/shop/pages/(shop)/menu/+Page'
