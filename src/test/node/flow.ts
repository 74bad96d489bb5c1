// An integrator's flow through the TypeScript client generated from docs/openapi.json (typescript-fetch).
// TypeScriptClientTest compiles it with the generated sources and runs it in two steps, as an integrator's back end
// would run them around the cash arriving:
//   node flow.js open   a token, a client record with active cash and securities accounts as its defaults, onboarded
//   node flow.js trade  a token, the client record read back, an order placed while the event stream is open, the
//                       order's execution report read from the stream, the order read back
// Each step prints one line of JSON. Settings come from the environment: KONTOR_BASE_URL, KONTOR_CLIENT_ID,
// KONTOR_CLIENT_SECRET, KONTOR_SCOPES; for trade also KONTOR_CLIENT_RECORD, KONTOR_ISIN, KONTOR_CLIENT_ORDER_ID.
import {
  AccountStatusChangeStatusEnum,
  ClientDetails,
  ClientDetailsClientTypeEnum,
  ClientsApi,
  ClientStatusChangeStatusEnum,
  Configuration,
  DepositAccountsApi,
  EventsApi,
  InternalAccountsApi,
  NewOrderOrderTypeEnum,
  NewOrderSideEnum,
  NewOrderTimeInForceEnum,
  OrdersApi,
  ResponseError,
} from './kontor-client';

const EVENT_TIMEOUT_MS = 30_000;

interface StreamedEvent {
  id: string;
  type: string;
  data: string;
}

function setting(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`${name} is not set`);
  }
  return value;
}

// The token endpoint is OAuth 2's, not an operation of the OpenAPI document: a plain form post.
async function token(baseUrl: string): Promise<string> {
  const credentials = `${encodeURIComponent(setting('KONTOR_CLIENT_ID'))}:${encodeURIComponent(setting('KONTOR_CLIENT_SECRET'))}`;
  const response = await fetch(`${baseUrl}/connect/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(credentials).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: setting('KONTOR_SCOPES') }),
  });
  if (response.status !== 200) {
    throw new Error(`token endpoint answered ${response.status}: ${await response.text()}`);
  }
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}

async function configuration(): Promise<Configuration> {
  const baseUrl = setting('KONTOR_BASE_URL');
  const accessToken = await token(baseUrl);
  return new Configuration({ basePath: baseUrl, accessToken: () => `Bearer ${accessToken}` });
}

async function open(): Promise<object> {
  const config = await configuration();
  const clients = new ClientsApi(config);
  const details: ClientDetails = {
    clientKey: `TS-${Date.now()}`,
    clientType: ClientDetailsClientTypeEnum.Retail,
    name: 'Erika',
    surname: 'Mustermann',
    countryOfOrigin: 'DEU',
  };
  const client = await clients.createClient({ clientDetails: details });
  const clientId = required(client.id, 'client id');
  const internalAccounts = new InternalAccountsApi(config);
  const cash = await internalAccounts.createInternalAccount({ newInternalAccount: { clientId, currencyCode: 'EUR' } });
  const internalAccountId = required(cash.id, 'internal account id');
  await internalAccounts.changeStatusInternalAccount({
    internalAccountId,
    accountStatusChange: { status: AccountStatusChangeStatusEnum.Active },
  });
  const depositAccounts = new DepositAccountsApi(config);
  const securities = await depositAccounts.createDepositAccount({ newDepositAccount: { clientId } });
  const depositAccountId = required(securities.id, 'deposit account id');
  await depositAccounts.changeStatusDepositAccount({
    depositAccountId,
    accountStatusChange: { status: AccountStatusChangeStatusEnum.Active },
  });
  await clients.updateClient({
    id: clientId,
    clientDetails: { ...details, defaultInternalAccountId: internalAccountId, defaultDepositAccountId: depositAccountId },
  });
  const onboarded = await clients.changeStatusClient({
    id: clientId,
    clientStatusChange: { status: ClientStatusChangeStatusEnum.Onboarded },
  });
  return { clientRecordId: clientId, status: onboarded.status, internalAccountId, depositAccountId };
}

async function trade(): Promise<object> {
  const config = await configuration();
  const clientId = setting('KONTOR_CLIENT_RECORD');
  const clientOrderId = setting('KONTOR_CLIENT_ORDER_ID');
  const client = await new ClientsApi(config).getClient({ id: clientId });
  const stop = new AbortController();
  const stream = await new EventsApi(config).streamEventStreamRaw(
    { types: 'TradeExecutionReport' },
    { signal: stop.signal },
  );
  try {
    const orders = new OrdersApi(config);
    const placed = await orders.placeOrder({
      clientId,
      newOrder: {
        clientOrderId,
        isinCode: setting('KONTOR_ISIN'),
        side: NewOrderSideEnum.Buy,
        orderType: NewOrderOrderTypeEnum.Limit,
        timeInForce: NewOrderTimeInForceEnum.Day,
        quantity: 1,
        limitPrice: 100,
        internalAccountId: client.defaultInternalAccountId,
        depositAccountId: client.defaultDepositAccountId,
      },
    });
    const event = await firstEvent(required(stream.raw.body, 'stream body'), (candidate) => {
      const envelope = JSON.parse(candidate.data) as { additionalData?: { key: string; value: string }[] };
      return (envelope.additionalData ?? []).some((item) => item.key === 'clientOrderId' && item.value === clientOrderId);
    });
    const read = await orders.getOrder({ clientId, clientOrderId });
    const envelope = JSON.parse(event.data) as { dataUrl: string };
    return {
      clientRecordId: clientId,
      orderId: placed.id,
      clientOrderId: read.clientOrderId,
      status: read.status,
      eventId: event.id,
      eventType: event.type,
      dataUrl: envelope.dataUrl,
    };
  } finally {
    stop.abort();
  }
}

// Reads server-sent events (id, event and data lines, a blank line after each) until one matches.
async function firstEvent(
  body: ReadableStream<Uint8Array>,
  matches: (event: StreamedEvent) => boolean,
): Promise<StreamedEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const timeout = setTimeout(() => reader.cancel('no matching event in time'), EVENT_TIMEOUT_MS);
  let pending = '';
  let event: StreamedEvent = { id: '', type: '', data: '' };
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) {
        throw new Error('the event stream ended before the order event arrived');
      }
      pending += decoder.decode(chunk.value, { stream: true });
      let end: number;
      while ((end = pending.indexOf('\n')) >= 0) {
        const line = pending.slice(0, end).replace(/\r$/, '');
        pending = pending.slice(end + 1);
        if (line === '') {
          if (event.data !== '' && matches(event)) {
            return event;
          }
          event = { id: '', type: '', data: '' };
        } else if (line.startsWith('id:')) {
          event.id = line.slice(3).trim();
        } else if (line.startsWith('event:')) {
          event.type = line.slice(6).trim();
        } else if (line.startsWith('data:')) {
          event.data += line.slice(5).trim();
        }
      }
    }
  } finally {
    clearTimeout(timeout);
  }
}

function required<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) {
    throw new Error(`the answer has no ${what}`);
  }
  return value;
}

const steps: Record<string, () => Promise<object>> = { open, trade };

async function main(): Promise<void> {
  const step = steps[process.argv[2] ?? ''];
  if (!step) {
    throw new Error('usage: node flow.js open|trade');
  }
  console.log(JSON.stringify(await step()));
}

main().catch(async (error: unknown) => {
  if (error instanceof ResponseError) {
    console.error(`${error.response.status} from ${error.response.url}: ${await error.response.text()}`);
  } else {
    console.error(error instanceof Error ? error.stack : error);
  }
  process.exit(1);
});
