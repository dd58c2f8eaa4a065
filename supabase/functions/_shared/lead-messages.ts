/** What a lead (or an alert about one) says on each channel: the webhook's JSON event and the email's subject and plain text. */
import { SERVICE_OPTIONS, type TranscriptLine } from '@schema/submission.ts';

/**
 * A stored contact submission or newsletter signup, as the channels tell it. A contact sent from the
 * chat is of kind 'chat' and carries the page the chat was on, its session and the conversation.
 */
export type Lead =
  | {
      kind: 'contact' | 'chat';
      id: string;
      clientRecordId: string | null;
      receivedAt: Date;
      name: string;
      email: string;
      company: string | null;
      phone: string | null;
      service: string | null;
      message: string;
      /** the conversation so far, oldest first (a chat handed to the team) */
      transcript: TranscriptLine[] | null;
      originPage: string | null;
      chatSessionId: string | null;
    }
  | { kind: 'newsletter'; id: string; clientRecordId: string | null; receivedAt: Date; firstName: string; lastName: string; email: string };

/** A Standard Webhooks event body. */
export interface WebhookEvent {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

/** An email's words; `replyTo` is the visitor, when there is one. */
export interface EmailContent {
  subject: string;
  text: string;
  replyTo?: string;
}

/** What went wrong, for an alert: which delivery, in what state, and its last error. */
export interface Incident {
  incident: string;
  leadId: string;
  channel: string;
  state: string;
  lastError: string | null;
}

function serviceLabel(service: string | null): string | null {
  if (service === null) return null;
  return SERVICE_OPTIONS.find((option) => option.value === service)?.label ?? service;
}

/** The visitor's name as one string. */
export function leadName(lead: Lead): string {
  return lead.kind === 'newsletter' ? `${lead.firstName} ${lead.lastName}` : lead.name;
}

/** The webhook event for a lead, sent at `now`. */
export function leadEvent(lead: Lead, now: Date): WebhookEvent {
  const common = { leadId: lead.id, clientRecordId: lead.clientRecordId, receivedAt: lead.receivedAt.toISOString() };
  if (lead.kind === 'newsletter') {
    return { type: 'lead.newsletter', timestamp: now.toISOString(), data: { ...common, firstName: lead.firstName, lastName: lead.lastName, email: lead.email } };
  }
  const contact = { ...common, name: lead.name, email: lead.email, company: lead.company, phone: lead.phone, service: lead.service, message: lead.message };
  const chat = {
    origin: lead.originPage === null ? null : { via: 'chat', page: lead.originPage },
    chatSessionId: lead.chatSessionId,
    transcript: lead.transcript ?? [],
  };
  // A contact without a conversation keeps the lead.contact body it always had.
  const data = lead.kind === 'chat' || lead.transcript !== null ? { ...contact, ...chat } : contact;
  return { type: `lead.${lead.kind}`, timestamp: now.toISOString(), data };
}

const SPEAKERS: Record<TranscriptLine['from'], string> = { visitor: 'Visitor', assistant: 'Assistant' };

// The conversation as the email shows it: "Visitor 10:02: ..." per line (UTC), a line's further lines indented under it.
function transcriptText(transcript: readonly TranscriptLine[]): string[] {
  return transcript.map((line) => {
    const time = Number.isNaN(Date.parse(line.at)) ? '--:--' : new Date(line.at).toISOString().slice(11, 16);
    const head = `${SPEAKERS[line.from] ?? 'Unknown'} ${time}: `;
    return `${head}${line.text.split('\n').join(`\n${' '.repeat(head.length)}`)}`;
  });
}

/** The email for a lead: every field as plain text (the visitor's words are never HTML). */
export function leadEmail(lead: Lead): EmailContent {
  const received = `Received: ${lead.receivedAt.toISOString()}\nLead id: ${lead.id}`;
  if (lead.kind === 'newsletter') {
    return {
      subject: `New newsletter signup: ${leadName(lead)}`,
      text: `New newsletter signup\n\nFirst name: ${lead.firstName}\nLast name: ${lead.lastName}\nEmail: ${lead.email}\n${received}\n`,
      replyTo: lead.email,
    };
  }
  const label = serviceLabel(lead.service);
  const fromChat = lead.kind === 'chat';
  const lines = [
    fromChat ? 'New lead from the chat: the visitor sent this conversation to the team' : 'New contact from the website',
    '',
    `Name: ${lead.name}`,
    `Email: ${lead.email}`,
    `Company: ${lead.company ?? '-'}`,
    `Phone: ${lead.phone ?? '-'}`,
    `Service: ${label ?? '-'}${fromChat && label ? ' (inferred from the conversation)' : ''}`,
    ...(fromChat ? [`Chat opened on: ${lead.originPage ?? '-'}`, `Chat session: ${lead.chatSessionId ?? '-'}`] : []),
    received,
    '',
    'Message:',
    lead.message,
    ...(lead.transcript === null ? [] : ['', `Conversation (${lead.transcript.length} lines, times UTC):`, ...transcriptText(lead.transcript)]),
  ];
  const subject = `${fromChat ? 'New lead from the chat' : 'New contact'}: ${lead.name}${label ? ` (${label})` : ''}`;
  return { subject, text: `${lines.join('\n')}\n`, replyTo: lead.email };
}

/** The webhook event for an alert. */
export function alertEvent(incident: Incident, now: Date): WebhookEvent {
  return { type: 'lead.alert', timestamp: now.toISOString(), data: { ...incident } };
}

/** The email for an alert, naming the lead when it is still stored. */
export function alertEmail(incident: Incident, lead: Lead | undefined): EmailContent {
  const what = incident.state === 'dead' ? 'could not be delivered' : 'is not delivered after 10 minutes';
  const lines = [
    `The ${incident.channel} delivery of a lead ${what}.`,
    '',
    `Incident: ${incident.incident}`,
    `Lead id: ${incident.leadId}`,
    `State: ${incident.state}`,
    `Last error: ${incident.lastError ?? '-'}`,
    ...(lead ? [`Lead: ${leadName(lead)} <${lead.email}>, received ${lead.receivedAt.toISOString()}`] : []),
    '',
    'npm run leads -- status shows every delivery that needs a hand.',
  ];
  return { subject: `Lead alert: ${incident.channel} delivery ${incident.state === 'dead' ? 'dead' : 'late'}`, text: `${lines.join('\n')}\n` };
}
