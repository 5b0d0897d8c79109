/// <reference types="astro/client" />

declare namespace astroHTML.JSX {
  interface ButtonHTMLAttributes {
    /** Interest invokers: hovering or focusing the button shows this popover (src/components/compare/InfoTip.astro). */
    interestfor?: string;
  }
}
