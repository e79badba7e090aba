/** @jest-environment node */
import net from 'node:net';
import { startSmtp } from './serverKit.ts';

// SMTP round trips over real sockets: sized for a machine several times slower than a loaded one.
jest.setTimeout(60_000);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The instances test kills a server with SIGKILL while it may be sending a mail: the test's SMTP
 * server then sees that connection reset in the middle of a message. It must go on receiving the
 * other mails, not end the whole test file with "read ECONNRESET" (as it once did in CI).
 */
it('the test SMTP server outlives a client that dies in the middle of a mail', async () => {
  const smtp = await startSmtp();
  const socket = net.connect(smtp.port, '127.0.0.1');
  let answers = '';
  socket.on('data', (chunk: Buffer) => (answers += chunk.toString()));
  socket.on('error', () => undefined);
  const answered = async (code: string) => {
    while (!answers.includes(code)) await wait(10);
  };
  await answered('220 ');
  for (const [line, code] of [
    ['EHLO client', '250 '],
    ['MAIL FROM:<relay@example.be>', '250 Accepted'],
    ['RCPT TO:<agency@example.be>', '250 Accepted'],
    ['DATA', '354 '],
  ] as const) {
    socket.write(`${line}\r\n`);
    await answered(code);
  }
  socket.write('Subject: half a mail\r\n\r\nThe sender dies here');
  await wait(50);
  socket.resetAndDestroy();
  await wait(200);
  // Still serving: a whole mail after that goes through.
  const { createTransport } = await import('nodemailer');
  const transport = createTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true });
  await transport.sendMail({
    from: 'relay@example.be',
    to: 'agency@example.be',
    subject: 'Whole',
    text: 'A whole mail',
  });
  expect(smtp.mails.map((mail) => mail.parsed.subject)).toEqual(['Whole']);
  await smtp.stop();
});
