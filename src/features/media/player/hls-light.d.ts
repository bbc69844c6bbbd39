/** hls.js's light build (`hls.js/light`) ships without its own types: it has the full build's API, less some features. */
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
