package dev.kontor.bench.pricefeed;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;

import dev.kontor.bench.common.Api;

/**
 * An endless stream of realistic quotes over I instruments, cut into requests of N quotes, whose bytes are built
 * before the load so that sending one costs the driver little CPU. Quote number n (counted over the whole stream) is
 * of instrument n mod I in round n / I; round r is stamped from {@code origin + r · round} and instrument i of it
 * {@code i · round / I} later, so that every instrument is quoted once a round, at a time no other of its quotes
 * has, and time advances with the stream. Prices are random walks (log-normal steps) with a spread of 2 to 20
 * basis points.
 * <p>
 * A request starts at a multiple of N, so it begins at one of I / gcd(N, I) instrument positions; each connection
 * holds one pre-built request per position (its {@link Requests}) and writes only the dateTimes into it before
 * sending it again (they are of fixed width, so the Content-Length stays), which costs some tens of nanoseconds per
 * quote. The prices of a position repeat each time its request is sent; the times never do.
 */
final class QuoteStream {

	/** Width of a dateTime as written: {@code 2026-11-24T08:15:30.123456Z}. */
	static final int DATE_TIME_WIDTH = 27;

	static final String PATH = "/api/pricefeed/v2/quotes/ingest";

	private final URI base;

	private final String authorization;

	private final boolean ndjson;

	private final int instruments;

	private final int perRequest;

	private final long originMicros;

	private final long roundMicros;

	QuoteStream(URI base, String authorization, boolean ndjson, int instruments, int perRequest, long originMicros,
			long roundMicros) {
		if (roundMicros < 1) {
			throw new IllegalArgumentException("a round must last at least a microsecond");
		}
		this.base = base;
		this.authorization = authorization;
		this.ndjson = ndjson;
		this.instruments = instruments;
		this.perRequest = perRequest;
		this.originMicros = originMicros;
		this.roundMicros = roundMicros;
	}

	int perRequest() {
		return perRequest;
	}

	/** The dateTime (epoch microseconds) of quote number {@code n} of the stream. */
	long microsOf(long n) {
		return originMicros + (n / instruments) * roundMicros + (n % instruments) * roundMicros / instruments;
	}

	/** A valid ISIN of benchmark instrument {@code k} (country code XS, nine digits, ISO 6166 check digit). */
	static String isin(String prefix, int k) {
		String first = prefix + String.format("%09d", k);
		return first + checkDigit(first);
	}

	static int checkDigit(String first11) {
		StringBuilder digits = new StringBuilder();
		for (int i = 0; i < 11; i++) {
			digits.append(Character.digit(first11.charAt(i), 36));
		}
		int sum = 0;
		boolean doubled = true;
		for (int i = digits.length() - 1; i >= 0; i--) {
			int digit = digits.charAt(i) - '0';
			if (doubled) {
				digit *= 2;
				digit = digit > 9 ? digit - 9 : digit;
			}
			sum += digit;
			doubled = !doubled;
		}
		return (10 - sum % 10) % 10;
	}

	/** One quote as JSON, its dateTime left as a placeholder of {@link #DATE_TIME_WIDTH} characters. */
	static void appendQuote(StringBuilder out, String isin, double mid, SplittableRandom random) {
		double spread = mid * (0.0002 + random.nextDouble() * 0.0018);
		double bid = Math.max(0.0001, mid - spread / 2);
		double ask = bid + Math.max(0.0001, spread);
		out.append("{\"isinCode\":\"").append(isin).append("\",\"dateTime\":\"");
		out.append("0".repeat(DATE_TIME_WIDTH));
		out.append("\",\"status\":\"Open\",\"bid\":").append(decimal4(bid)).append(",\"ask\":").append(decimal4(ask))
			.append(",\"bidVolume\":").append(100 * (1 + random.nextInt(100)))
			.append(",\"askVolume\":").append(100 * (1 + random.nextInt(100)))
			.append('}');
	}

	static String decimal4(double value) {
		long tenThousandths = Math.round(value * 10_000);
		return tenThousandths / 10_000 + "." + String.format("%04d", tenThousandths % 10_000);
	}

	/** The pre-built requests of one connection. */
	Requests requestsOfOneConnection(long seed) {
		return new Requests(seed);
	}

	final class Requests {

		private final int step;

		private final byte[][] bytes;

		/** Per position: where each quote's dateTime starts in the request, and its offset from the request's base. */
		private final int[][] slots;

		private final long[][] offsets;

		private final DateTimeWriter writer = new DateTimeWriter();

		Requests(long seed) {
			step = gcd(perRequest, instruments);
			int positions = instruments / step;
			bytes = new byte[positions][];
			slots = new int[positions][];
			offsets = new long[positions][];
			SplittableRandom random = new SplittableRandom(seed);
			double[] mids = new double[instruments];
			for (int i = 0; i < instruments; i++) {
				mids[i] = Math.exp(Math.log(5) + random.nextDouble() * Math.log(100)); // 5 to 500, log-uniform
			}
			String[] isins = new String[instruments];
			for (int i = 0; i < instruments; i++) {
				isins[i] = isin("XS", i + 1);
			}
			for (int p = 0; p < positions; p++) {
				int start = p * step;
				StringBuilder body = new StringBuilder(perRequest * 150);
				int[] at = new int[perRequest];
				long[] offset = new long[perRequest];
				body.append(ndjson ? "" : "[");
				for (int j = 0; j < perRequest; j++) {
					int instrument = (start + j) % instruments;
					long round = (start + j) / instruments;
					mids[instrument] *= Math.exp(random.nextGaussian() * 0.0005);
					if (j > 0) {
						body.append(ndjson ? "\n" : ",");
					}
					int before = body.length();
					appendQuote(body, isins[instrument], mids[instrument], random);
					at[j] = before + body.substring(before).indexOf("\"dateTime\":\"") + 12;
					offset[j] = round * roundMicros + (long) instrument * roundMicros / instruments;
				}
				body.append(ndjson ? "\n" : "]");
				byte[] request = Api.request(base, "POST", PATH, authorization,
						ndjson ? "application/x-ndjson" : "application/json", body.toString());
				int head = request.length - body.length();
				for (int j = 0; j < perRequest; j++) {
					at[j] += head;
				}
				bytes[p] = request;
				slots[p] = at;
				offsets[p] = offset;
			}
		}

		/** The bytes of the request that starts with quote number {@code first} (a multiple of N). */
		byte[] request(long first) {
			int p = (int) (first % instruments) / step;
			long baseMicros = originMicros + (first / instruments) * roundMicros;
			byte[] request = bytes[p];
			int[] at = slots[p];
			long[] offset = offsets[p];
			for (int j = 0; j < at.length; j++) {
				writer.write(request, at[j], baseMicros + offset[j]);
			}
			return request;
		}

		long bytesPerRequest() {
			return bytes[0].length;
		}
	}

	static int gcd(int a, int b) {
		return b == 0 ? a : gcd(b, a % b);
	}

	/** Writes epoch microseconds as {@code yyyy-MM-ddTHH:mm:ss.SSSSSSZ}, the date part cached per day. */
	static final class DateTimeWriter {

		private long day = Long.MIN_VALUE;

		private final byte[] date = new byte[11];

		void write(byte[] into, int at, long micros) {
			long epochDay = Math.floorDiv(micros, 86_400_000_000L);
			if (epochDay != day) {
				day = epochDay;
				byte[] text = (java.time.LocalDate.ofEpochDay(epochDay) + "T").getBytes(StandardCharsets.US_ASCII);
				System.arraycopy(text, 0, date, 0, 11);
			}
			System.arraycopy(date, 0, into, at, 11);
			long ofDay = micros - epochDay * 86_400_000_000L;
			long seconds = ofDay / 1_000_000;
			int fraction = (int) (ofDay % 1_000_000);
			int hour = (int) (seconds / 3600);
			int minute = (int) (seconds / 60 % 60);
			int second = (int) (seconds % 60);
			int i = at + 11;
			into[i++] = (byte) ('0' + hour / 10);
			into[i++] = (byte) ('0' + hour % 10);
			into[i++] = ':';
			into[i++] = (byte) ('0' + minute / 10);
			into[i++] = (byte) ('0' + minute % 10);
			into[i++] = ':';
			into[i++] = (byte) ('0' + second / 10);
			into[i++] = (byte) ('0' + second % 10);
			into[i++] = '.';
			for (int d = 5; d >= 0; d--) {
				into[i + d] = (byte) ('0' + fraction % 10);
				fraction /= 10;
			}
			into[i + 6] = 'Z';
		}
	}
}
