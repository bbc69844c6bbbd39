/**
 * Mock of the events CMS config (E65–E67). Events belong to the publication the request's host names. Drafts
 * reach only publication admins and site admins (`user.is_admin`); only they write and delete (inventory §7).
 */
import { deleteCmsConfig, getCmsConfig, putCmsConfig } from '../../src/api/endpoints/events';
import { type EventConfigItem, eventTime } from '../../src/api/schemas/events';
import { findUser } from '../db/core';
import { type EventRow, eventsStore } from '../db/events';
import { requestPublicationId } from '../db/growth';
import { staffRole, viewerUserId } from '../db/viewer';
import { badRequest, forbidden, notFound, route, unauthorized } from './route';

function isEventAdmin(publicationId: number): boolean {
  const userId = viewerUserId();
  return staffRole(publicationId) === 'admin' || (userId !== null && findUser(userId)?.is_admin === true);
}

function requireEventAdmin(publicationId: number): void {
  if (viewerUserId() === null) throw unauthorized();
  if (!isEventAdmin(publicationId)) throw forbidden('Only admins can manage events.');
}

function toItem(row: EventRow): EventConfigItem {
  return structuredClone({ key: row.key, value: row.value });
}

export const eventsHandlers = [
  route(getCmsConfig, ({ query, request }) => {
    const pubId = requestPublicationId(request);
    const admin = isEventAdmin(pubId);
    const visible = eventsStore.events.filter((e) => e.publication_id === pubId && (admin || e.value.status === 'published'));
    if (query.key !== undefined) {
      const row = visible.find((e) => e.key === query.key);
      if (!row) throw notFound('Event');
      return toItem(row);
    }
    if (query.prefix === undefined) throw badRequest('Pass prefix (a list) or key (one item).', 'key');
    const prefix = query.prefix;
    return visible
      .filter((e) => e.key.startsWith(prefix))
      .sort((a, b) => eventTime(a.value) - eventTime(b.value) || a.key.localeCompare(b.key))
      .map(toItem);
  }),

  route(putCmsConfig, ({ query, body, request }) => {
    const pubId = requestPublicationId(request);
    requireEventAdmin(pubId);
    const existing = eventsStore.events.find((e) => e.publication_id === pubId && e.key === query.key);
    if (existing) existing.value = body.value;
    else eventsStore.events.push({ publication_id: pubId, key: query.key, value: body.value });
    return { key: query.key, value: structuredClone(body.value) };
  }),

  route(deleteCmsConfig, ({ query, request }) => {
    const pubId = requestPublicationId(request);
    requireEventAdmin(pubId);
    const index = eventsStore.events.findIndex((e) => e.publication_id === pubId && e.key === query.key);
    if (index < 0) throw notFound('Event');
    eventsStore.events.splice(index, 1);
    return {};
  }),
];
