import { meetingsMessages } from '../../../i18n/catalog/meetings';
import { defineAreaT } from '../../../platform/context';

/** Paid meetings' translator: their own texts and the core ones. */
export const useT = /* @__PURE__ */ defineAreaT(meetingsMessages);
