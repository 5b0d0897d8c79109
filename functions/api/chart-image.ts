import { resolveBirthCity } from '@/lib/astrology/gazetteer';
import { chartImageReply } from '@/lib/chart-image/reply';
import { handle, methodNotAllowed } from '@/lib/http/handler';

/** GET /api/chart-image?<the birth chart's share parameters>: the shared chart's preview PNG (docs/birth-chart.md#preview-image). */
export const onRequestGet = handle(({ request }) => chartImageReply(new URL(request.url), resolveBirthCity));

/** Some link previewers ask with HEAD first: the same answer, which the runtime sends without its body. */
export const onRequestHead = onRequestGet;

export const onRequestPost = (): Response => methodNotAllowed(['GET']);
