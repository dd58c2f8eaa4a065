/** Local stand-in for Supabase's edge runtime: serves the function handlers under /functions/v1/<name>. */
import { handler as aiChatbot } from '../../supabase/functions/ai-chatbot/handler.ts';
import { handler as contactForm } from '../../supabase/functions/contact-form/handler.ts';
import { handler as leadDispatcher } from '../../supabase/functions/lead-dispatcher/handler.ts';
import { handler as newsletterSignup } from '../../supabase/functions/newsletter-signup/handler.ts';

const handlers: Record<string, (req: Request) => Promise<Response>> = {
  'contact-form': contactForm,
  'newsletter-signup': newsletterSignup,
  'ai-chatbot': aiChatbot,
  'lead-dispatcher': leadDispatcher,
};

const server = Deno.serve(
  {
    hostname: '127.0.0.1',
    port: Number(Deno.env.get('FUNCTIONS_PORT') ?? 0),
    // The parent reads this line to learn the port.
    onListen: ({ port }) => console.log(JSON.stringify({ functionsListening: port })),
  },
  (req) => {
    if (new URL(req.url).pathname === '/health') return Response.json({ status: 'ok', pid: Deno.pid });
    const name = new URL(req.url).pathname.match(/^\/functions\/v1\/([a-z0-9-]+)\/?$/)?.[1];
    const handler = name === undefined ? undefined : handlers[name];
    if (handler === undefined) {
      return Response.json({ message: 'Function not found' }, { status: 404 });
    }
    return handler(req);
  },
);

// stdin is a pipe from the parent: when it closes the parent is gone, however it died.
Deno.stdin.readable
  .pipeTo(new WritableStream())
  .catch(() => {})
  .finally(async () => {
    await Promise.race([server.shutdown(), new Promise((resolve) => setTimeout(resolve, 2000))]);
    Deno.exit(0);
  });
