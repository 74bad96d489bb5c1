package dev.kontor.bench.masterdata;

import java.io.BufferedOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;

/**
 * The master data benchmark's tools ({@code bench/masterdata/run.sh}):
 * <ul>
 * <li>{@code generate N}: writes a snapshot of N generated instruments to standard output;</li>
 * <li>{@code measure BASE_URL TOKEN CONNECTIONS SECONDS INSTRUMENTS}: loads the definitions search and prints the
 * row of the results table (connections, requests, per second, p50, p99 and max ms, answers other than 200 and
 * requests without an answer); the first problem, if any, goes to standard error.</li>
 * </ul>
 * Only loopback targets are measured.
 */
public final class MasterDataBench {

	private MasterDataBench() {
	}

	public static void main(String[] args) throws Exception {
		if (args.length == 2 && args[0].equals("generate")) {
			PrintStream out = new PrintStream(new BufferedOutputStream(System.out, 1 << 16), false,
					StandardCharsets.UTF_8);
			Snapshots.write(Integer.parseInt(args[1]), out);
			out.flush();
		}
		else if (args.length == 6 && args[0].equals("measure")) {
			URI base = URI.create(args[1]);
			if (!base.getHost().equals("127.0.0.1") && !base.getHost().equals("localhost")) {
				throw new IllegalArgumentException("only loopback targets are measured: " + base);
			}
			DefinitionsLoad.Run run = new DefinitionsLoad(base, args[2], Integer.parseInt(args[5]))
				.run(Integer.parseInt(args[3]), Integer.parseInt(args[4]));
			System.out.println(run.row());
			if (run.firstProblem() != null) {
				System.err.println("first problem: " + run.firstProblem());
			}
		}
		else {
			System.err.println("usage: generate N | measure BASE_URL TOKEN CONNECTIONS SECONDS INSTRUMENTS");
			System.exit(2);
		}
	}
}
