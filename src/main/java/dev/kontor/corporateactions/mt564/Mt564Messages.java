package dev.kontor.corporateactions.mt564;

import java.util.ArrayList;
import java.util.List;

import com.prowidesoftware.swift.io.RJEReader;
import com.prowidesoftware.swift.model.mt.mt5xx.MT564;

/**
 * Reads ISO 15022 MT564 messages (corporate action notifications) into announcements (contract section 10). The text
 * holds one or more complete SWIFT FIN messages ({@code {1:}{2:I564}{4:...-}}, with or without {@code {3:}} and
 * {@code {5:}}), one after the other, on new lines or separated by {@code $} as in an RJE file.
 *
 * <p>
 * Read are, in sequence A (GENL), {@code :20C::CORP//} (the action's id), {@code :23G:} (CANC and WITH cancel the
 * action), {@code :22F::CAEV//} (the event) and {@code :22F::CAMV//} (whether holders choose); in sequence B
 * (USECU) the instrument's {@code :35B:ISIN}; in sequence D (CADETL) and then the option sequences E (CAOPTN, with
 * their securities and cash movements E1 and E2), the first of each: {@code :98A::} XDTE, RDTE, PAYD, MKDT and MEET
 * (or {@code :98C::}, its time left aside), {@code :92A::GRSS//} or {@code :92F::GRSS//}, {@code :92A::TAXR//},
 * {@code :92D::NEWO//new/old}, {@code :90B::CINL//}, and the currency of {@code :92F::GRSS//}, of
 * {@code :90B::CINL//} or else of {@code :11A::OPTN//}; the new instrument is the first {@code :35B:ISIN} of a
 * securities movement that is not the event's own; each option sequence gives an option ({@code :13A::CAON//},
 * {@code :22F::CAOP//}, {@code :17B::DFLT//}), kept only for events with choice; sequence F (ADDINFO) gives the
 * description ({@code :70E::ADTX//}, its lines joined by spaces). Other tags are left aside.
 *
 * <p>
 * All or nothing: when any message is malformed, or its announcement breaks
 * {@link dev.kontor.corporateactions.AnnouncementRules}, nothing is returned and {@link Mt564Malformed} names every
 * problem by its tag.
 */
public final class Mt564Messages {

	private static final String BASIC_HEADER = "{1:";

	private Mt564Messages() {
	}

	/** The announcements of the text's messages, in their order; {@link Mt564Malformed} if any is malformed. */
	public static List<Mt564Announcement> read(String text) {
		List<String> messages = split(text);
		Problems problems = new Problems(messages.size());
		if (messages.isEmpty()) {
			problems.of(1).add("{1:}", "is missing: the text holds no SWIFT FIN message");
		}
		List<Mt564Announcement> announcements = new ArrayList<>();
		for (int i = 0; i < messages.size(); i++) {
			Problems.Of of = problems.of(i + 1);
			MT564 message = FinMessage.read(messages.get(i), of);
			Mt564Announcement announcement = message == null ? null : AnnouncementReading.read(message, of);
			if (announcement != null) {
				announcements.add(announcement);
			}
		}
		if (problems.any()) {
			throw problems.malformed();
		}
		return List.copyOf(announcements);
	}

	/**
	 * The texts of the messages: the parts an RJE file's {@code $} separates, each cut again before every basic
	 * header block, which starts a message (no field of the text block may hold a brace).
	 */
	private static List<String> split(String text) {
		List<String> messages = new ArrayList<>();
		RJEReader parts = new RJEReader(text);
		while (parts.hasNext()) {
			String part = parts.next();
			int start = 0;
			while (start < part.length()) {
				int next = part.indexOf(BASIC_HEADER, start + 1);
				int end = next < 0 ? part.length() : next;
				String message = part.substring(start, end).strip();
				if (!message.isEmpty()) {
					messages.add(message);
				}
				start = end;
			}
		}
		return messages;
	}
}
