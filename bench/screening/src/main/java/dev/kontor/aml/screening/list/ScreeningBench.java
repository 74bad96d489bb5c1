package dev.kontor.aml.screening.list;

import java.io.IOException;
import java.io.StringReader;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;

import dev.kontor.aml.screening.ScreeningSubject;
import dev.kontor.aml.screening.SubjectKind;

/**
 * Screens one name at a time against a synthetic list in OpenSanctions' targets.simple.csv format and prints the
 * latency distribution. Arguments: entries (100000), measured screenings (2000), warm-up screenings (2000), seed (42).
 */
public final class ScreeningBench {

	private ScreeningBench() {
	}

	public static void main(String[] args) throws IOException {
		int entries = args.length > 0 ? Integer.parseInt(args[0]) : 100_000;
		int measured = args.length > 1 ? Integer.parseInt(args[1]) : 2_000;
		int warmUp = args.length > 2 ? Integer.parseInt(args[2]) : 2_000;
		long seed = args.length > 3 ? Long.parseLong(args[3]) : 42;

		SyntheticList list = new SyntheticList(new Random(seed));
		String csv = list.csv(entries);
		long loadStart = System.nanoTime();
		List<ListEntry> parsed = TargetsCsv.read(new StringReader(csv));
		NameIndex index = new NameIndex(parsed);
		long loadMs = (System.nanoTime() - loadStart) / 1_000_000;
		NameMatcher matcher = new NameMatcher(index, 0.92, 20);

		Random queries = new Random(seed + 1);
		for (int i = 0; i < warmUp; i++) {
			matcher.match(list.query(queries, parsed));
		}
		long[] nanos = new long[measured];
		int hits = 0;
		int listed = 0;
		for (int i = 0; i < measured; i++) {
			ScreeningSubject subject = list.query(queries, parsed);
			listed += list.lastWasListed ? 1 : 0;
			long started = System.nanoTime();
			hits += matcher.match(subject).isEmpty() ? 0 : 1;
			nanos[i] = System.nanoTime() - started;
		}
		Arrays.sort(nanos);
		System.out.printf(Locale.ROOT, "entries=%d variants=%d load_ms=%d screenings=%d warmup=%d listed_queries=%d "
				+ "queries_with_hits=%d%n", parsed.size(), index.variantCount(), loadMs, measured, warmUp, listed, hits);
		System.out.printf(Locale.ROOT, "median_ms=%.3f p90_ms=%.3f p99_ms=%.3f max_ms=%.3f mean_ms=%.3f%n",
				ms(percentile(nanos, 50)), ms(percentile(nanos, 90)), ms(percentile(nanos, 99)),
				ms(nanos[nanos.length - 1]), ms((long) Arrays.stream(nanos).average().orElse(0)));
	}

	private static long percentile(long[] sorted, int p) {
		int rank = (int) Math.ceil(p / 100.0 * sorted.length);
		return sorted[Math.max(0, rank - 1)];
	}

	private static double ms(long nanos) {
		return nanos / 1_000_000.0;
	}

	/** Names built from syllables, so that the vocabulary is large, with aliases as lists write them. */
	static final class SyntheticList {

		private static final String[] GIVEN = { "ivan", "pavel", "olena", "anastasia", "mikhail", "sergei", "dmitri",
				"elena", "olga", "natalia", "yusuf", "ahmed", "mohammed", "ali", "omar", "fatima", "aisha", "hassan",
				"li", "wei", "jun", "mei", "hao", "chen", "john", "james", "maria", "anna", "peter", "paul", "george",
				"nikolaos", "dimitrios", "giulia", "marco", "luca", "jose", "carlos", "juan", "ana", "miguel", "pedro",
				"jurgen", "hans", "klaus", "wolfgang", "stefan", "andrzej", "piotr", "tomasz", "bogdan", "vasile",
				"radovan", "dragan", "milica", "zoltan", "laszlo", "viktor", "arkady", "farrukh", "rustam", "timur",
				"kwame", "amara", "chinedu", "oluwaseun", "hamid", "reza", "tariq", "karim", "samir", "leila",
				"svetlana", "tatiana", "irina", "yulia", "oksana", "andrei", "alexei", "boris", "grigory", "igor" };

		private static final String[] ONSETS = { "b", "br", "ch", "d", "dr", "f", "g", "gr", "h", "k", "kh", "kr",
				"l", "m", "n", "p", "pr", "r", "s", "sh", "st", "t", "tr", "v", "z", "zh", "y", "" };

		private static final String[] NUCLEI = { "a", "e", "i", "o", "u", "ia", "ai", "ou", "ei", "y" };

		private static final String[] ENDINGS = { "enko", "ov", "ova", "ev", "eva", "in", "ina", "sky", "ski",
				"ovic", "ic", "escu", "idis", "opoulos", "ani", "i", "ez", "es", "son", "sen", "mann", "er", "ek",
				"yan", "adze", "shvili", "oglu", "zadeh", "ullah", "" };

		private static final String[] COUNTRIES = { "ru", "ua", "by", "kz", "ir", "sy", "cn", "de", "at", "gr", "cy",
				"rs", "ro", "ng", "ae", "tr", "gb", "us", "ve", "af" };

		private static final String[] TOPICS = { "sanction", "role.pep", "crime", "debarment", "sanction;role.pep" };

		private Random random;

		boolean lastWasListed;

		SyntheticList(Random random) {
			this.random = random;
		}

		String csv(int entries) {
			StringBuilder csv = new StringBuilder(entries * 160);
			csv.append("id,schema,name,aliases,birth_date,countries,addresses,identifiers,sanctions,phones,emails,")
				.append("dataset,first_seen,last_seen,last_change,topics\n");
			for (int i = 0; i < entries; i++) {
				boolean person = random.nextInt(100) < 85;
				String name = person ? personName() : companyName();
				csv.append("syn-").append(i).append(',').append(person ? "Person" : "Company").append(',')
					.append(name).append(',').append(String.join(";", aliases(name, person))).append(',')
					.append(person && random.nextInt(10) < 7 ? birthDate() : "").append(',')
					.append(pick(COUNTRIES)).append(",,,,,,synthetic,,,,").append(pick(TOPICS)).append('\n');
			}
			return csv.toString();
		}

		/** Half the time a listed name as a client might write it (a letter changed, words reordered), else a new one. */
		ScreeningSubject query(Random queries, List<ListEntry> entries) {
			Random saved = random;
			random = queries;
			try {
				lastWasListed = queries.nextBoolean();
				String name;
				if (lastWasListed) {
					ListEntry entry = entries.get(queries.nextInt(entries.size()));
					name = typo(entry.name());
				}
				else {
					name = personName();
				}
				int space = name.indexOf(' ');
				return new ScreeningSubject(SubjectKind.Person, space < 0 ? name : name.substring(0, space),
						space < 0 ? null : name.substring(space + 1),
						queries.nextBoolean() ? LocalDate.of(1940 + queries.nextInt(60), 1 + queries.nextInt(12), 1) : null,
						Set.of("RUS"));
			}
			finally {
				random = saved;
			}
		}

		private String personName() {
			String given = cap(pick(GIVEN));
			String middle = random.nextInt(3) == 0 ? " " + cap(pick(GIVEN)) + "ovich" : "";
			return given + middle + " " + cap(surname());
		}

		private String companyName() {
			String[] kinds = { "Trading", "Holdings", "Shipping", "Minerals", "Energy", "Logistics", "Capital" };
			String[] forms = { "LLC", "Ltd", "JSC", "GmbH", "FZE", "S.A." };
			return cap(surname()) + " " + pick(kinds) + " " + pick(forms);
		}

		private String surname() {
			int syllables = 1 + random.nextInt(3);
			StringBuilder s = new StringBuilder();
			for (int i = 0; i < syllables; i++) {
				s.append(pick(ONSETS)).append(pick(NUCLEI));
			}
			return s.append(pick(ENDINGS)).toString();
		}

		private List<String> aliases(String name, boolean person) {
			List<String> aliases = new ArrayList<>();
			int count = random.nextInt(4);
			for (int i = 0; i < count; i++) {
				aliases.add(switch (random.nextInt(4)) {
					case 0 -> name.replace('v', 'w').replace("y", "i");
					case 1 -> cyrillic(name);
					case 2 -> person ? reorder(name) : name.replace("Trading", "Trade");
					default -> typo(name);
				});
			}
			return aliases;
		}

		private String birthDate() {
			int year = 1940 + random.nextInt(60);
			return random.nextInt(4) == 0 ? String.valueOf(year)
					: LocalDate.of(year, 1 + random.nextInt(12), 1 + random.nextInt(28)).toString();
		}

		private String typo(String name) {
			char[] chars = name.toCharArray();
			int at = 1 + random.nextInt(Math.max(1, chars.length - 2));
			if (Character.isLetter(chars[at])) {
				chars[at] = (char) ('a' + random.nextInt(26));
			}
			return new String(chars);
		}

		private static String reorder(String name) {
			int last = name.lastIndexOf(' ');
			return last < 0 ? name : name.substring(last + 1) + " " + name.substring(0, last);
		}

		private static String cyrillic(String name) {
			String latin = "abvgdezijklmnoprstufhcy";
			String cyr = "абвгдезийклмнопрстуфхцы";
			StringBuilder out = new StringBuilder();
			for (char c : name.toLowerCase(Locale.ROOT).toCharArray()) {
				int i = latin.indexOf(c);
				out.append(i < 0 ? c : cyr.charAt(i));
			}
			return out.toString();
		}

		private String pick(String[] values) {
			return values[random.nextInt(values.length)];
		}

		private static String cap(String s) {
			return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
		}
	}
}
