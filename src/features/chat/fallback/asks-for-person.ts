/** Whether a message asks to reach a person rather than the assistant. */

// A verb of reaching someone, then a person within a few words ("can I talk to a real person", "connect me with your team").
const REACH_A_PERSON =
  /\b(talk|speak|chat|connect|reach|contact|transfer|put me through|hand (?:me|this)|want|need|get)\b(?:\s+\S+){0,4}?\s+\b(person|human|humans|someone|somebody|representative|strategist|real people|your team|a member of (?:your|the) team|live agent|human agent)\b/i;
const SOMEONE_THERE = /\b(is there|can|could) (someone|somebody|a person|a human)\b/i;

/** True when the visitor asks for a person, a human or someone from the team. */
export function asksForPerson(message: string): boolean {
  return REACH_A_PERSON.test(message) || SOMEONE_THERE.test(message);
}
