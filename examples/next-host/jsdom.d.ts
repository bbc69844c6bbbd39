/** The part of jsdom this host uses (the package ships no types). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window;
  }
}
