package dev.kontor.masterdata.reference.snapshot;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

import dev.kontor.masterdata.FinancialObjectType;
import dev.kontor.masterdata.reference.Ag;
import dev.kontor.shared.Isins;
import dev.kontor.shared.InvalidInput;

/**
 * What a snapshot must satisfy to be stored. The import feeds it the document's parts as it reads them and writes
 * only while all passed; every problem is reported by its path in the document ({@code objects[3].sections[0].ag}),
 * the first {@value #MAX_REPORTED} of them.
 */
final class SnapshotRules {

	static final int MAX_REPORTED = 20;

	private static final Pattern PROVIDER_ID = Pattern.compile("[A-Za-z0-9]{6,12}");

	private static final Pattern WKN = Pattern.compile("[A-Z0-9]{6}");

	private static final Pattern CFI = Pattern.compile("[A-Z]{6}");

	private static final Pattern FIELD_CODE = Pattern.compile("[A-Za-z0-9_.-]{1,50}");

	private final Map<String, List<String>> problems = new LinkedHashMap<>();

	private final Set<String> ids = new HashSet<>();

	/** Rules of one document, fed its parts as they are read; {@link #throwIfBroken} ends it. */
	SnapshotRules() {
	}

	/** Whether nothing broke the rules so far: only then is anything written. */
	boolean passed() {
		return problems.isEmpty();
	}

	void checkObject(int index, Snapshot.@Nullable SnapshotObject object) {
		if (problems.size() >= MAX_REPORTED) {
			return;
		}
		String path = "objects[" + index + "]";
		require(object != null, path, "must be an object");
		if (object != null) {
			checkObject(path, object);
			require(object.id() == null || ids.add(object.id()), path + ".id", "appears twice");
		}
	}

	/**
	 * Ends the document: answers nothing when it met every rule, else throws the problems found, those of the
	 * document itself first.
	 */
	void throwIfBroken(@Nullable Instant providerTimestamp, boolean hasObjects) {
		Map<String, List<String>> found = new LinkedHashMap<>();
		if (providerTimestamp == null) {
			found.put("providerTimestamp", List.of("is required"));
		}
		if (!hasObjects) {
			found.put("objects", List.of("is required"));
		}
		problems.forEach(found::putIfAbsent);
		if (!found.isEmpty()) {
			Map.Entry<String, List<String>> first = found.entrySet().iterator().next();
			throw new InvalidInput("Snapshot is not valid: " + first.getKey() + " " + first.getValue().getFirst()
					+ (found.size() > 1 ? " (and " + (found.size() - 1) + " more)" : ""), found);
		}
	}

	void checkDefinitions(List<Snapshot.@Nullable FieldDefinition> definitions) {
		Set<String> codes = new HashSet<>();
		for (int i = 0; i < definitions.size(); i++) {
			Snapshot.FieldDefinition definition = definitions.get(i);
			String path = "fieldDefinitions[" + i + "]";
			if (definition == null) {
				require(false, path, "must be a field definition object");
				continue;
			}
			matches(path + ".code", definition.code(), FIELD_CODE, "must be 1 to 50 letters, digits or _.-");
			require(definition.code() == null || codes.add(definition.code()), path + ".code", "appears twice");
			checkAg(path + ".ag", definition.ag());
			require("DAT".equals(definition.kind()) || "TXT".equals(definition.kind()), path + ".kind",
					"must be DAT or TXT");
			length(path + ".type", definition.type(), 1, 20);
			length(path + ".label", definition.label(), 1, 200);
			length(path + ".explanation", definition.explanation(), 1, 2000);
			require(definition.showcase() == null || definition.showcase().length() <= 200, path + ".showcase",
					"must be at most 200 characters");
		}
	}

	private void checkObject(String path, Snapshot.SnapshotObject object) {
		matches(path + ".id", object.id(), PROVIDER_ID, "must be 6 to 12 letters or digits");
		require(object.objectType() != null, path + ".objectType", "must be Instrument or Institution");
		boolean instrument = object.objectType() == FinancialObjectType.Instrument;
		if (instrument) {
			require(object.isinCode() != null && Isins.isValid(object.isinCode()), path + ".isinCode",
					"must be an ISIN with a correct check digit");
		}
		else {
			require(object.isinCode() == null && object.wkn() == null, path + ".isinCode",
					"an institution has no ISIN or WKN");
		}
		require(object.wkn() == null || WKN.matcher(object.wkn()).matches(), path + ".wkn",
				"must be 6 capital letters or digits");
		require(object.ekn() == null || PROVIDER_ID.matcher(object.ekn()).matches(), path + ".ekn",
				"must be 6 to 12 letters or digits");
		length(path + ".name", object.name(), 1, 300);
		length(path + ".type", object.type(), 1, 100);
		require(object.cfiCode() == null || CFI.matcher(object.cfiCode()).matches(), path + ".cfiCode",
				"must be 6 capital letters (ISO 10962)");
		checkSections(path, object.sectionList());
	}

	private void checkSections(String objectPath, List<Snapshot.Section> sections) {
		Set<String> keys = new HashSet<>();
		for (int i = 0; i < sections.size(); i++) {
			Snapshot.Section section = sections.get(i);
			String path = objectPath + ".sections[" + i + "]";
			checkAg(path + ".ag", section.ag());
			length(path + ".bid", section.bid(), 1, 50);
			require(keys.add(section.ag() + "/" + section.bid()), path + ".bid", "appears twice for this ag");
			require(section.lastModification() != null, path + ".lastModification", "is required");
			require(section.createdDate() != null, path + ".createdDate", "is required");
			for (String code : section.datFieldMap().keySet()) {
				matches(path + ".datFields", code, FIELD_CODE, "names a field with an invalid code");
			}
			for (String code : section.txtFieldMap().keySet()) {
				matches(path + ".txtFields", code, FIELD_CODE, "names a field with an invalid code");
			}
		}
	}

	private void checkAg(String path, @Nullable String ag) {
		require(ag != null && Ag.of(ag).isPresent(), path, "must be one of " + List.of(Ag.values()));
	}

	private void length(String path, @Nullable String value, int min, int max) {
		require(value != null && !value.isBlank() && value.length() >= min && value.length() <= max, path,
				"must be " + min + " to " + max + " characters");
	}

	private void matches(String path, @Nullable String value, Pattern pattern, String message) {
		require(value != null && pattern.matcher(value).matches(), path, message);
	}

	private void require(boolean condition, String path, String message) {
		if (!condition && problems.size() < MAX_REPORTED) {
			problems.computeIfAbsent(path, p -> new ArrayList<>()).add(message);
		}
	}
}
