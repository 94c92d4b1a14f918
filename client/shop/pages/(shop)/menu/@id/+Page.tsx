export { default } from '../+Page'
