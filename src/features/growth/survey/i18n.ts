import { surveyMessages } from '../../../i18n/catalog/survey';
import { defineAreaT } from '../../../platform/context';

/** The survey's translator: its own texts and the core ones. */
export const useT = /* @__PURE__ */ defineAreaT(surveyMessages);
