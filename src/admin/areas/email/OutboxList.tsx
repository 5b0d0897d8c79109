import { adminDateTime } from '@/lib/admin/dates';
import type { OutboxMessage } from '@/lib/email/mailer';
import { linkParts } from '@/lib/signups/outbox-links';

/**
 * The embedded store's outbox (docs/signups.md#the-outbox): the messages this `npm start` server
 * would have sent, newest first, each one's text with its links live, so the confirmation and
 * unsubscribe links can be followed here.
 */
export function OutboxList({ messages, total }: { messages: readonly OutboxMessage[]; total: number }) {
  return (
    <div className="min-w-0" data-testid="outbox">
      <h3 className="mb-2 font-semibold text-star-50">Outbox</h3>
      <p className="mb-2 text-sm text-star-200">
        With no e-mail provider set up, this server writes its messages here instead of sending them: {total}{' '}
        {total === 1 ? 'message' : 'messages'}. Open a confirmation link to confirm that sign-up.
      </p>
      {messages.length === 0 ? (
        <p className="text-sm text-star-300">No message yet.</p>
      ) : (
        <ul className="grid min-w-0 gap-2" role="list">
          {messages.map((message) => (
            <li key={message.id} className="min-w-0 rounded-lg border border-night-700 p-3 text-sm">
              <details>
                <summary className="cursor-pointer">
                  <span className="font-semibold text-star-50">{message.subject}</span>
                  <span className="block text-xs text-star-300">
                    To {message.to} · {adminDateTime(message.createdAt)}
                  </span>
                </summary>
                <p className="mt-2 whitespace-pre-line break-words text-star-200">
                  {linkParts(message.text).map((part, index) =>
                    'href' in part ? (
                      // A link is one long word: it may break anywhere, or a phone's card would widen.
                      <a key={index} href={part.href} className="break-all underline">
                        {part.href}
                      </a>
                    ) : (
                      <span key={index}>{part.text}</span>
                    ),
                  )}
                </p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
