/**
 * Events, stored as islands CMS config items keyed `event-` + 10 letters or digits (E65–E67). Only events live
 * in this config in the contract; other prefixes answer an empty list. Drafts reach publication admins and site
 * admins only (G19); writing and deleting are theirs alone.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { Empty } from '../schemas/core';
import { EVENT_KEY_PATTERN, EventConfigItem, EventValue } from '../schemas/events';

const eventKey = /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.regex(EVENT_KEY_PATTERN, 'Event keys are "event-" followed by 10 letters or digits'));

export const getCmsConfig = /* @__PURE__ */ defineEndpoint({
  id: 'E65',
  area: 'events',
  name: 'getCmsConfig',
  method: 'GET',
  path: '/api/v1/islands/cms/config',
  summary:
    'Events: with `prefix=event-` the list of `{key, value}` (sorted by date; drafts only for admins), with `key` one item. `key` wins when both are given.',
  query: /* @__PURE__ */ z.object({
    prefix: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
    key: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  }),
  response: /* @__PURE__ */ z.union([/* @__PURE__ */ z.array(EventConfigItem), EventConfigItem]),
  errors: [
    { status: 400, description: 'Neither prefix nor key given (field key)' },
    { status: 404, description: 'No event with that key visible to the viewer ("Event Not Found")' },
  ],
});

export const putCmsConfig = /* @__PURE__ */ defineEndpoint({
  id: 'E66',
  area: 'events',
  name: 'putCmsConfig',
  method: 'PUT',
  path: '/api/v1/islands/cms/config',
  summary: 'Create or update an event (admins). Body `{value}`; answers the stored item (G35: echo).',
  query: /* @__PURE__ */ z.object({ key: eventKey }),
  body: /* @__PURE__ */ z.object({ value: EventValue }),
  response: EventConfigItem,
  errors: [
    { status: 400, description: 'Invalid key or value (the field is named: `key`, `value.title`, `value.dateTime`…)' },
    { status: 401, description: 'Not signed in' },
    { status: 403, description: 'Not an admin' },
  ],
});

export const deleteCmsConfig = /* @__PURE__ */ defineEndpoint({
  id: 'E67',
  area: 'events',
  name: 'deleteCmsConfig',
  method: 'DELETE',
  path: '/api/v1/islands/cms/config',
  summary: 'Delete an event (admins).',
  query: /* @__PURE__ */ z.object({ key: eventKey }),
  response: Empty,
  errors: [
    { status: 400, description: 'Invalid key' },
    { status: 401, description: 'Not signed in' },
    { status: 403, description: 'Not an admin' },
    { status: 404, description: 'No such event' },
  ],
});

export const eventsEndpoints = { getCmsConfig, putCmsConfig, deleteCmsConfig } as const;
