// The probes of the cluster harness (see bench/cluster/run.sh). Each probe prints its findings, then one JSON line
// {"probe", "pass", "figure", "details"}; the script judges and reports them.
//
//   node probes.mjs setup   STATE            tenant, clients, user, funded client record, market (through the balancer)
//   node probes.mjs signin  STATE            authorization code flow with PKCE through the balancer
//   node probes.mjs order   STATE            quote on instance A, market buy on instance B
//   node probes.mjs jwks    STATE            key rotation on A, token and JWKS through the balancer, checked with jose
//   node probes.mjs delays  STATE            revocation, disabled client, new webhook endpoint: A changes, B serves
//   node probes.mjs load    STATE STOP_FILE  token requests and GETs through the balancer until STOP_FILE exists
//
// Environment: CLUSTER_LB (the balancer's URL), CLUSTER_INSTANCES (the instances' URLs, comma-separated; A is the
// first, B the last), CLUSTER_ADMIN_ID, CLUSTER_ADMIN_SECRET, CLUSTER_TRIES (repetitions, default 4),
// CLUSTER_LOAD_CONNECTIONS (default 8).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';

const LB = process.env.CLUSTER_LB;
const INSTANCES = (process.env.CLUSTER_INSTANCES || '').split(',').filter(Boolean);
const A = INSTANCES[0];
const B = INSTANCES[INSTANCES.length - 1];
const ADMIN_ID = process.env.CLUSTER_ADMIN_ID || 'admin';
const ADMIN_SECRET = process.env.CLUSTER_ADMIN_SECRET || 'admin-secret';
const TRIES = Number(process.env.CLUSTER_TRIES || 4);
const TIMEOUT_MS = 10_000;
const SERVER_SCOPES = 'clients.read clients.write bankaccounts.read bankaccounts.write aml.read aml.write '
	+ 'accounts.read accounts.write payments.read payments.write orders.read orders.write pricefeed.read';
const REDIRECT_URI = 'http://127.0.0.1:9/callback';

const sleep = ms => new Promise(resolve => setTimeout(resolve, ms));
const now = () => performance.now();

class Refused extends Error {}

// ---------------------------------------------------------------------------------------------------- HTTP
async function request(base, path, { method = 'GET', token, basic, json, form, headers = {}, cookies } = {}) {
	const all = { ...headers };
	let body;
	if (token) all.Authorization = `Bearer ${token}`;
	if (basic) all.Authorization = `Basic ${Buffer.from(`${basic[0]}:${basic[1]}`).toString('base64')}`;
	if (json !== undefined) {
		all['Content-Type'] = 'application/json';
		body = JSON.stringify(json);
	}
	if (form) {
		all['Content-Type'] = 'application/x-www-form-urlencoded';
		body = new URLSearchParams(form).toString();
	}
	if (cookies) {
		const header = cookies.header();
		if (header) all.Cookie = header;
	}
	const response = await fetch(new URL(path, base), {
		method, headers: all, body, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS),
	});
	if (cookies) cookies.take(response);
	const text = await response.text();
	let parsed = null;
	try {
		parsed = text ? JSON.parse(text) : null;
	} catch {
		parsed = null;
	}
	return {
		status: response.status, text, json: parsed, location: response.headers.get('location'),
		instance: response.headers.get('x-kontor-instance') || base,
	};
}

async function expect(status, promise, what) {
	const response = await promise;
	if (response.status !== status) {
		throw new Refused(`${what}: ${response.status} (expected ${status}) ${response.text.slice(0, 300)}`);
	}
	return response.json;
}

class CookieJar {
	#cookies = new Map();

	take(response) {
		for (const line of response.headers.getSetCookie()) {
			const [pair] = line.split(';');
			const at = pair.indexOf('=');
			this.#cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
		}
	}

	header() {
		return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
	}
}

async function clientCredentials(base, clientId, secret, scope) {
	const answer = await expect(200, request(base, '/connect/token', {
		method: 'POST', basic: [clientId, secret], form: { grant_type: 'client_credentials', scope },
	}), `token of ${clientId}`);
	return answer.access_token;
}

const adminToken = base => clientCredentials(base, ADMIN_ID, ADMIN_SECRET, 'platform.admin');

function unique(prefix) {
	return `${prefix}-${randomUUID().slice(0, 8)}`;
}

// An ISIN with a valid check digit: XS and nine random digits (Luhn over the letters' values, as Isins.checkDigit).
function randomIsin() {
	let body = 'XS';
	for (let i = 0; i < 9; i++) body += Math.floor(Math.random() * 10);
	let digits = '';
	for (const c of body) digits += parseInt(c, 36).toString();
	let sum = 0;
	let doubled = true;
	for (let i = digits.length - 1; i >= 0; i--) {
		let value = Number(digits[i]);
		if (doubled) value = value * 2 > 9 ? value * 2 - 9 : value * 2;
		sum += value;
		doubled = !doubled;
	}
	return body + ((10 - (sum % 10)) % 10);
}

// ---------------------------------------------------------------------------------------------------- setup
async function registerClient(admin, tenantId, type, grantTypes, scopes, redirectUris = []) {
	return expect(201, request(LB, '/admin/v1/oauth-clients', {
		method: 'POST', token: admin, json: {
			tenantId, applicationName: unique('cluster'), applicationType: type, allowedOrigins: [], grantTypes,
			scopes: scopes.split(' '), redirectUris,
		},
	}), 'client registration');
}

async function activate(token, kind, body) {
	const account = await expect(200, request(LB, `/api/v3/${kind}`, { method: 'POST', token, json: body }),
		`${kind} opening`);
	await expect(200, request(LB, `/api/v3/${kind}/${account.id}/status`, {
		method: 'PUT', token, json: { status: 'Active' },
	}), `${kind} activation`);
	return account.id;
}

async function fundedClientRecord(admin, token) {
	await expect(200, request(LB, '/api/v3/aml/settings', {
		method: 'PUT', token, json: {
			amlOfficerEmail: 'officer@example.com', riskThresholdAcceptAutoBelow: 3, riskThresholdRejectAutoAbove: 7,
			defaultPEPRiskFactor: 8, defaultSanctionRiskFactor: 9, defaultOtherRiskFactor: 5,
		},
	}), 'AML settings');
	const record = {
		clientKey: unique('cluster'), clientType: 'Retail', name: 'Erika', surname: 'Mustermann',
		countryOfOrigin: 'DEU', accountUsageType: 'Brokerage',
	};
	const client = await expect(201, request(LB, '/api/v3/clients', { method: 'POST', token, json: record }),
		'client record');
	const bank = await expect(200, request(LB, '/api/v3/bank-accounts', {
		method: 'POST', token, json: {
			clientIds: [client.id], accountHolderName: 'Erika Mustermann', bankName: 'Commerzbank',
			bic: 'COBADEFFXXX', alpha3CountryCode: 'DEU', currencyCode: 'EUR', iban: 'DE89370400440532013000',
		},
	}), 'bank account');
	await expect(200, request(LB, `/api/v3/bank-accounts/${bank.id}/status`, {
		method: 'PUT', token, json: { status: 'Active' },
	}), 'bank account activation');
	const internal = await activate(token, 'internal-accounts', { clientId: client.id, currencyCode: 'EUR' });
	const deposit = await activate(token, 'deposit-accounts', { clientId: client.id });
	await expect(200, request(LB, `/api/v3/clients/${client.id}`, {
		method: 'PUT', token, json: { ...record, defaultInternalAccountId: internal, defaultDepositAccountId: deposit },
	}), 'client defaults');
	await expect(200, request(LB, `/api/v3/clients/${client.id}/status`, {
		method: 'PUT', token, json: { status: 'Onboarded' },
	}), 'onboarding');
	const mandate = await expect(200, request(LB, '/api/v3/sepa-direct-debit-mandates', {
		method: 'POST', token, json: { clientId: client.id, bankAccountId: bank.id, internalAccountId: internal },
	}), 'mandate');
	const debit = await expect(200, request(LB, `/api/v3/sepa-direct-debit-mandates/${mandate.id}/instructions`, {
		method: 'POST', token, json: { amount: 1000000, currencyCode: 'EUR' },
	}), 'direct debit');
	if (debit.status !== 'Uploaded') throw new Refused(`direct debit is ${debit.status}, not Uploaded`);
	await expect(200, request(LB, `/admin/v1/sepa-direct-debit-instructions/${debit.id}/outcome`, {
		method: 'POST', token: admin, json: { outcome: 'Received' },
	}), 'bank answer');
	return client.id;
}

async function market(admin) {
	const letters = Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26)));
	const mic = `X${letters.join('')}`;
	const workingDays = [1, 2, 3, 4, 5, 6, 7].map(dayOfWeek => ({
		dayOfWeek, timeZone: 'UTC', startHour: 0, startMinute: 0, startSecond: 0, endHour: 23, endMinute: 59,
		endSecond: 59,
	}));
	await expect(200, request(LB, `/api/pricefeed/v2/admin/markets/${mic}/calendar`, {
		method: 'PUT', token: admin, json: { workingDays, holidays: [] },
	}), 'market calendar');
	return mic;
}

async function listInstrument(admin, mic, isin) {
	await expect(200, request(LB, '/api/pricefeed/v2/admin/instruments', {
		method: 'PUT', token: admin, json: [{
			isinCode: isin, provider: 'ProviderA', name: `Cluster stock ${isin}`, currency: 'EUR', mic, type: 'Stocks',
			existsAtMasterData: true, settlementDays: 2, settlementFor: 'OnValueDate', settlementDaysType: 'WorkingDays',
			tradeable: true,
		}],
	}), 'instrument');
}

function quote(isin, bid, ask) {
	return {
		isinCode: isin, provider: 'ProviderA', dateTime: new Date().toISOString(), status: 'Open', bid, ask,
		bidVolume: 1000000, askVolume: 1000000,
	};
}

async function ingest(base, admin, isin, bid, ask) {
	await expect(200, request(base, '/api/pricefeed/v2/quotes/ingest', {
		method: 'POST', token: admin, json: [quote(isin, bid, ask)],
	}), `quote ingestion at ${base}`);
}

async function setup(stateFile) {
	const admin = await adminToken(LB);
	const tenant = await expect(201, request(LB, '/admin/v1/tenants', {
		method: 'POST', token: admin, json: { name: unique('cluster') },
	}), 'tenant');
	const server = await registerClient(admin, tenant.id, 'server', ['client_credentials'], SERVER_SCOPES);
	const web = await registerClient(admin, tenant.id, 'web', ['authorization_code', 'refresh_token'],
		'openid clients.read', [REDIRECT_URI]);
	const password = `Pw-${randomBytes(12).toString('hex')}`;
	const username = unique('cluster-user');
	await expect(201, request(LB, '/admin/v1/users', {
		method: 'POST', token: admin, json: {
			tenantId: tenant.id, username, password, email: `${username}@example.com`, name: 'Cluster User',
		},
	}), 'user');
	const token = await clientCredentials(LB, server.clientId, server.clientSecret, SERVER_SCOPES);
	const clientRecord = await fundedClientRecord(admin, token);
	const mic = await market(admin);
	const isin = randomIsin();
	await listInstrument(admin, mic, isin);
	await ingest(LB, admin, isin, 99.9, 100.1);
	const state = {
		tenantId: tenant.id, server: { id: server.clientId, secret: server.clientSecret },
		web: { id: web.clientId, secret: web.clientSecret }, user: { username, password }, clientRecord, mic, isin,
		ask: 100.1,
	};
	writeFileSync(stateFile, JSON.stringify(state, null, 1));
	console.log(`set up tenant ${tenant.id}, client record ${clientRecord}, instrument ${isin} on ${mic}`);
}

// ---------------------------------------------------------------------------------------------------- a. sign-in
function pkce() {
	const verifier = randomBytes(48).toString('base64url');
	return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function csrfOf(page, what) {
	const match = /name="_csrf"\s+value="([^"]+)"/.exec(page.text);
	if (!match) throw new Refused(`${what}: no CSRF field (status ${page.status})`);
	return match[1];
}

// The flow through base; the server's absolute redirects name the issuer (the balancer), so against one instance they
// are followed on that instance.
async function signInOnce(state, base) {
	const jar = new CookieJar();
	const served = [];
	const step = async (what, status, path, options) => {
		const onBase = path.startsWith(LB) ? base + path.slice(LB.length) : path;
		const response = await request(base, onBase, { ...options, cookies: jar });
		served.push(response.instance);
		if (response.status !== status) {
			throw new Refused(`${what} answered ${response.status} (expected ${status}) on ${response.instance}`);
		}
		return response;
	};
	const { verifier, challenge } = pkce();
	const stateParam = randomBytes(8).toString('hex');
	const authorize = `/connect/authorize?${new URLSearchParams({
		response_type: 'code', client_id: state.web.id, redirect_uri: REDIRECT_URI, scope: 'openid clients.read',
		state: stateParam, code_challenge: challenge, code_challenge_method: 'S256',
	})}`;
	await step('GET /connect/authorize', 302, authorize);
	const login = await step('GET /account/login', 200, '/account/login');
	const signedIn = await step('POST /account/login', 302, '/account/login', {
		method: 'POST', form: { username: state.user.username, password: state.user.password, _csrf: csrfOf(login, 'login page') },
	});
	let location = (await step('GET the saved authorize request', 302, signedIn.location)).location;
	if (location.includes('/account/consent')) {
		const params = new URL(location, LB).searchParams;
		const page = await step('GET /account/consent', 200, location);
		const form = new URLSearchParams({ client_id: params.get('client_id'), state: params.get('state'), _csrf: csrfOf(page, 'consent page') });
		for (const scope of params.get('scope').split(' ')) if (scope !== 'openid') form.append('scope', scope);
		location = (await step('POST /connect/authorize (consent)', 302, '/connect/authorize', {
			method: 'POST', form,
		})).location;
	}
	const callback = new URL(location, LB);
	const code = callback.searchParams.get('code');
	if (!code) throw new Refused(`no code in the redirect ${location.slice(0, 200)}`);
	const token = await request(base, '/connect/token', {
		method: 'POST', basic: [state.web.id, state.web.secret],
		form: { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, code_verifier: verifier },
	});
	served.push(token.instance);
	if (token.status !== 200 || !token.json?.access_token) {
		throw new Refused(`code to token answered ${token.status} on ${token.instance}`);
	}
	return served;
}

async function signin(state) {
	try {
		await signInOnce(state, A);
		console.log('control: the same flow directly on instance A works');
	} catch (error) {
		console.log(`control: the same flow directly on instance A FAILED: ${error.message}`);
		return { pass: false, figure: `the flow fails on one instance: ${error.message}` };
	}
	let passed = 0;
	const failures = [];
	for (let i = 0; i < TRIES; i++) {
		try {
			const served = await signInOnce(state, LB);
			passed++;
			console.log(`sign-in ${i + 1}: ok, steps served by ${served.join(' ')}`);
		} catch (error) {
			failures.push(error.message);
			console.log(`sign-in ${i + 1}: FAILED: ${error.message}`);
		}
	}
	return { pass: passed === TRIES, figure: `${passed}/${TRIES} sign-ins completed`, details: failures.slice(0, 3) };
}

// ---------------------------------------------------------------------------------------------------- b. order
async function marketBuyPrice(base, token, clientRecord, isin) {
	const clientOrderId = unique('mkt');
	const placed = await request(base, `/api/client/${clientRecord}/order`, {
		method: 'POST', token, json: {
			clientOrderId, isinCode: isin, provider: 'ProviderA', side: 'Buy', orderType: 'Market', quantity: 1,
			timeInForce: 'ImmediateOrCancel',
		},
	});
	if (placed.status !== 201) return { refused: `${placed.status} ${placed.text.slice(0, 160)}` };
	const deadline = now() + 5000;
	while (now() < deadline) {
		const executions = await request(base, `/api/client/${clientRecord}/order/${clientOrderId}/executions`, { token });
		const list = Array.isArray(executions.json) ? executions.json : executions.json?.data || [];
		if (list.length) return { price: Number(list[0].price) };
		const order = await request(base, `/api/client/${clientRecord}/order/${clientOrderId}`, { token });
		if (order.json && ['Cancelled', 'Rejected', 'Expired'].includes(order.json.status)) {
			return { refused: `order ${order.json.status} without execution` };
		}
		await sleep(50);
	}
	return { refused: 'no execution within 5 s' };
}

// What B holds as the instrument's latest quote (its price feed read), for the report.
async function quoteOn(base, token, isin) {
	const answer = await request(base, `/api/pricefeed/v2/quotes/${isin}`, { token });
	return answer.status === 200 ? `ask ${answer.json?.ask} of ${answer.json?.dateTime}` : `${answer.status}`;
}

async function order(state) {
	const admin = await adminToken(LB);
	const token = await clientCredentials(LB, state.server.id, state.server.secret, SERVER_SCOPES);
	let stale = 0;
	let refused = 0;
	const lines = [];
	// B has a recent quote to start from, as in a market that quotes every second or two
	await ingest(A, admin, state.isin, 99.9, state.ask);
	await sleep(2500);
	for (let i = 0; i < TRIES; i++) {
		// 4 % up and back down again: each quote stays within the venue's price band around the one before
		const ask = i % 2 === 0 ? 104.1 : state.ask;
		const bid = Math.round((ask - 0.2) * 100) / 100;
		await ingest(A, admin, state.isin, bid, ask);
		const result = await marketBuyPrice(B, token, state.clientRecord, state.isin);
		if (result.refused) refused++;
		else if (result.price !== ask) stale++;
		lines.push(`ask ${ask} on A, buy on B: ${result.refused ? `refused (${result.refused})` : `filled at ${result.price}`};`
			+ ` B's latest quote just after: ${await quoteOn(B, token, state.isin)}`);
		await sleep(2500);
	}
	const fresh = randomIsin();
	await listInstrument(admin, state.mic, fresh);
	await ingest(A, admin, fresh, 49.9, 50.1);
	const first = await marketBuyPrice(B, token, state.clientRecord, fresh);
	const firstOk = !first.refused && first.price === 50.1;
	lines.push(`new instrument, first ask 50.1 on A, buy on B: ${first.refused ? `refused (${first.refused})` : `filled at ${first.price}`}`);
	lines.forEach(line => console.log(line));
	return {
		pass: stale === 0 && refused === 0 && firstOk,
		figure: `${stale} of ${TRIES} filled at an older price, ${refused} refused; new instrument: ${firstOk ? 'ok' : 'wrong'}`,
		details: lines,
	};
}

// ---------------------------------------------------------------------------------------------------- c. JWKS
// Through the balancer until every instance has answered once (the balancer's header names the instance), at most
// ten requests: a client sees any of them.
async function fromEveryInstance(fetchOne) {
	const answers = new Map();
	for (let i = 0; i < 10 && answers.size < INSTANCES.length; i++) {
		const answer = await fetchOne();
		if (!answers.has(answer.instance)) answers.set(answer.instance, answer);
	}
	return answers;
}

async function jwks(state) {
	let failedRotations = 0;
	let failedPairs = 0;
	let pairs = 0;
	const lines = [];
	const rotations = TRIES + 2;
	for (let i = 0; i < rotations; i++) {
		const adminA = await adminToken(A);
		const rotated = await expect(201, request(A, '/admin/v1/signing-keys/rotation', {
			method: 'POST', token: adminA, json: { algorithm: 'RS256' },
		}), 'rotation on A');
		const tokens = await fromEveryInstance(() => request(LB, '/connect/token', {
			method: 'POST', basic: [state.server.id, state.server.secret],
			form: { grant_type: 'client_credentials', scope: 'clients.read' },
		}));
		const keySets = await fromEveryInstance(() => request(LB, '/.well-known/openid-configuration/jwks'));
		let failed = false;
		for (const [tokenFrom, answer] of tokens) {
			const token = answer.json?.access_token;
			if (!token) throw new Refused(`no token from ${tokenFrom}: ${answer.status}`);
			const kid = decodeProtectedHeader(token).kid;
			for (const [keysFrom, keys] of keySets) {
				pairs++;
				try {
					await jwtVerify(token, createLocalJWKSet(keys.json), { issuer: LB, typ: 'at+jwt' });
				} catch (error) {
					failed = true;
					failedPairs++;
					lines.push(`rotation ${i + 1} (new kid ${rotated.kid}): the token of ${tokenFrom} (kid ${kid}) `
						+ `failed against the JWKS of ${keysFrom}: ${error.code || error.message}`);
				}
			}
		}
		if (failed) failedRotations++;
		else lines.push(`rotation ${i + 1} (new kid ${rotated.kid}): tokens of ${[...tokens.keys()].join(', ')}`
			+ ` verified against the JWKS of ${[...keySets.keys()].join(', ')}`);
		await sleep(200);
	}
	lines.forEach(line => console.log(line));
	return {
		pass: failedPairs === 0,
		figure: `${failedRotations} of ${rotations} rotations broke verification (${failedPairs} of ${pairs} token/JWKS pairs failed)`,
		details: lines,
	};
}

// ---------------------------------------------------------------------------------------------------- e. delays
async function revocationDelay(state) {
	const token = await clientCredentials(LB, state.server.id, state.server.secret, 'clients.read');
	const basic = [state.server.id, state.server.secret];
	const active = async () => (await expect(200, request(B, '/connect/introspect', {
		method: 'POST', basic, form: { token },
	}), 'introspection on B')).active;
	if (!(await active())) throw new Refused('the token is not active on B before its revocation');
	await expect(200, request(A, '/connect/revocation', { method: 'POST', basic, form: { token } }), 'revocation on A');
	const revoked = now();
	while (now() - revoked < 15_000) {
		if (!(await active())) return Math.round(now() - revoked);
		await sleep(10);
	}
	return null;
}

async function disabledClientDelay(state) {
	const admin = await adminToken(A);
	const client = await registerClient(admin, state.tenantId, 'server', ['client_credentials'], 'clients.read');
	const issue = () => request(B, '/connect/token', {
		method: 'POST', basic: [client.clientId, client.clientSecret],
		form: { grant_type: 'client_credentials', scope: 'clients.read' },
	});
	if ((await issue()).status !== 200) throw new Refused('the new client gets no token on B');
	await expect(200, request(A, `/admin/v1/oauth-clients/${client.clientId}/enabled`, {
		method: 'PUT', token: admin, json: { enabled: false },
	}), 'disabling on A');
	const disabled = now();
	let issued = 0;
	let lastIssued = 0;
	while (now() - disabled < 5000) {
		if ((await issue()).status === 200) {
			issued++;
			lastIssued = now() - disabled;
		}
	}
	return { issued, delay: Math.round(lastIssued) };
}

async function webhookDelay(state) {
	const receiver = createServer((req, res) => {
		req.resume();
		req.on('end', () => res.writeHead(204).end());
	});
	await new Promise(resolve => receiver.listen(0, '127.0.0.1', resolve));
	try {
		const admin = await adminToken(A);
		const adminB = await adminToken(B);
		const publish = () => request(B, '/admin/v1/events', {
			method: 'POST', token: adminB, json: {
				tenantId: state.tenantId, type: 'CorporateActionMetadata',
				parameters: { corporateActionId: randomUUID() },
			},
		});
		// B has routed the tenant's events before, as in steady operation
		await expect(202, publish(), 'event on B before the endpoint');
		const endpoint = await expect(201, request(A, '/admin/v1/webhook-endpoints', {
			method: 'POST', token: admin, json: {
				tenantId: state.tenantId, url: `http://127.0.0.1:${receiver.address().port}/hooks`,
				eventTypes: ['CorporateActionMetadata'],
			},
		}), 'webhook endpoint on A');
		const created = now();
		const accepted = [];
		while (now() - created < 1000) {
			const answer = await publish();
			if (answer.status === 202) accepted.push({ id: answer.json.eventId, at: now() - created });
			else throw new Refused(`event on B: ${answer.status} ${answer.text.slice(0, 200)}`);
		}
		const deliveries = await expect(200, request(A, `/admin/v1/webhook-deliveries?endpointId=${endpoint.id}`, {
			token: admin,
		}), 'deliveries of the endpoint');
		const list = Array.isArray(deliveries) ? deliveries : deliveries?.data || [];
		const delivered = new Set(list.map(delivery => delivery.eventId));
		const missed = accepted.filter(event => !delivered.has(event.id));
		return {
			accepted: accepted.length, missed: missed.length,
			delay: missed.length ? Math.round(Math.max(...missed.map(event => event.at))) : 0,
		};
	} finally {
		receiver.close();
		receiver.closeAllConnections();
	}
}

async function delays(state) {
	const lines = [];
	const revocation = await revocationDelay(state);
	lines.push(`revoked on A, inactive on B after ${revocation === null ? 'more than 15000' : revocation} ms`);
	const disabled = await disabledClientDelay(state);
	lines.push(`client disabled on A, B issued ${disabled.issued} tokens in the next 5 s, the last after ${disabled.delay} ms`);
	const webhook = await webhookDelay(state);
	lines.push(`endpoint created on A, ${webhook.missed} of ${webhook.accepted} events accepted on B in the next second`
		+ ` missed it, the last ${webhook.delay} ms after the creation`);
	lines.forEach(line => console.log(line));
	const worst = Math.max(revocation ?? 15_000, disabled.delay, webhook.delay);
	return {
		pass: worst < 200,
		figure: `revocation ${revocation ?? '>15000'} ms, disabled client ${disabled.delay} ms (${disabled.issued} tokens),`
			+ ` webhook endpoint ${webhook.delay} ms (${webhook.missed}/${webhook.accepted} events missed)`,
		details: lines,
	};
}

// ---------------------------------------------------------------------------------------------------- d. load
async function load(state, stopFile) {
	const connections = Number(process.env.CLUSTER_LOAD_CONNECTIONS || 8);
	const admin = await adminToken(LB);
	const counts = { requests: 0, ok: 0, connectionErrors: 0, serverErrors: 0, tooMany: 0, otherErrors: 0 };
	const lost = [];
	const started = Date.now();
	let stop = existsSync(stopFile);
	const watcher = setInterval(() => { stop = existsSync(stopFile) || Date.now() - started > 900_000; }, 100);
	process.on('SIGTERM', () => { stop = true; });
	const worker = async n => {
		for (let i = n; !stop; i++) {
			counts.requests++;
			const at = new Date().toISOString();
			try {
				const answer = i % 2
					? await request(LB, '/connect/token', {
						method: 'POST', basic: [state.server.id, state.server.secret],
						form: { grant_type: 'client_credentials', scope: 'clients.read' },
					})
					: await request(LB, '/admin/v1/tenants', { token: admin });
				if (answer.status < 400) counts.ok++;
				else if (answer.status >= 500) {
					counts.serverErrors++;
					lost.push(`${at} ${answer.status} from ${answer.instance}`);
				} else if (answer.status === 429) counts.tooMany++;
				else counts.otherErrors++;
			} catch (error) {
				counts.connectionErrors++;
				lost.push(`${at} ${error.cause?.code || error.name}: ${error.cause?.message || error.message}`);
			}
		}
	};
	await Promise.all(Array.from({ length: connections }, (_, n) => worker(n)));
	clearInterval(watcher);
	const lostCount = counts.connectionErrors + counts.serverErrors;
	console.log(`${counts.requests} requests in ${((Date.now() - started) / 1000).toFixed(1)} s over ${connections} connections:`
		+ ` ${counts.ok} ok, ${counts.connectionErrors} connection errors, ${counts.serverErrors} 5xx,`
		+ ` ${counts.tooMany} 429, ${counts.otherErrors} other 4xx`);
	lost.slice(0, 20).forEach(line => console.log(`lost: ${line}`));
	return { pass: lostCount === 0, figure: `${lostCount} of ${counts.requests} requests lost`, details: { ...counts } };
}

// ---------------------------------------------------------------------------------------------------- main
const [probe, stateFile, stopFile] = process.argv.slice(2);
const probes = { signin, order, jwks, delays, load: state => load(state, stopFile) };
try {
	if (probe === 'setup') {
		await setup(stateFile);
	} else if (probes[probe]) {
		const result = await probes[probe](JSON.parse(readFileSync(stateFile, 'utf8')));
		console.log(JSON.stringify({ probe, ...result }));
	} else {
		console.error(`unknown probe ${probe}`);
		process.exit(2);
	}
} catch (error) {
	console.log(`${probe}: ${error.message}`);
	console.log(JSON.stringify({ probe, pass: false, figure: `did not complete: ${error.message.slice(0, 200)}` }));
	process.exit(probe === 'setup' ? 1 : 0);
}
