package dev.kontor.corporateactions.mt564;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The problems {@link dev.kontor.corporateactions.AnnouncementRules} names by the announcement's fields, named
 * instead by the MT564 tags those fields come from ({@code recordDate} is {@code :98A::RDTE}), in the problems'
 * texts as well ("must be on or after :98A::RDTE (2026-05-07)"). A field read from another tag than its usual one
 * ({@code :92F::GRSS} rather than {@code :92A::GRSS}) is named by the tag the message holds.
 */
final class RuleTags {

	/** The tag each field is read from when the message holds none of it. */
	private static final Map<String, String> USUAL = usualTags();

	private static final Pattern OPTION_NUMBER = Pattern.compile("options\\[(\\d+)\\]\\.optionNumber");

	private static final String OPTIONS = ":16R:CAOPTN";

	private static final String DEFAULT = ":17B::DFLT";

	private RuleTags() {
	}

	private static Map<String, String> usualTags() {
		Map<String, String> tags = new LinkedHashMap<>();
		tags.put("isinCode", ":35B");
		tags.put("eventType", ":22F::CAEV");
		tags.put("exDate", ":98A::XDTE");
		tags.put("recordDate", ":98A::RDTE");
		tags.put("paymentDate", ":98A::PAYD");
		tags.put("electionDeadline", ":98A::MKDT");
		tags.put("meetingDate", ":98A::MEET");
		tags.put("currencyCode", ":11A::OPTN");
		tags.put("grossAmountPerShare", ":92A::GRSS");
		tags.put("withholdingTaxRate", ":92A::TAXR");
		tags.put("ratioNew", ":92D::NEWO");
		tags.put("ratioOld", ":92D::NEWO");
		tags.put("newIsinCode", ":35B");
		tags.put("cashInLieuPrice", ":90B::CINL");
		tags.put("isDefault", DEFAULT);
		tags.put("description", ":70E::ADTX");
		return Map.copyOf(tags);
	}

	/** How a problem of the option sequence at {@code index} (from 0) starts. */
	static String optionBlock(int index) {
		return "option block " + (index + 1);
	}

	/** Notes the rules' problems under the tags the fields come from. */
	static void note(Map<String, List<String>> errors, Map<String, String> sources, Problems.Of problems) {
		errors.forEach((field, messages) -> {
			for (String message : messages) {
				String text = inTags(message, sources);
				Matcher option = OPTION_NUMBER.matcher(field);
				if (option.matches()) {
					problems.add(":13A::CAON", optionBlock(Integer.parseInt(option.group(1))) + ": " + text);
				}
				else if (field.equals("options")) {
					problems.add(message.contains("isDefault") ? DEFAULT : OPTIONS, text);
				}
				else if (field.equals("newIsinCode")) {
					problems.add(tag(field, sources), "the new instrument of a securities movement (E1) " + text);
				}
				else {
					problems.add(tag(field, sources), text);
				}
			}
		});
	}

	private static String tag(String field, Map<String, String> sources) {
		return sources.getOrDefault(field, USUAL.getOrDefault(field, field));
	}

	/** The message with every field it names replaced by the field's tag. */
	private static String inTags(String message, Map<String, String> sources) {
		String text = message;
		for (String field : USUAL.keySet()) {
			text = text.replaceAll("\\b" + field + "\\b", Matcher.quoteReplacement(tag(field, sources)));
		}
		return text;
	}
}
