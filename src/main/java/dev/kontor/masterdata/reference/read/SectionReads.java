package dev.kontor.masterdata.reference.read;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

import org.springframework.stereotype.Service;

import dev.kontor.masterdata.FinancialObjectType;
import dev.kontor.masterdata.reference.FieldTexts;
import dev.kontor.shared.NotFound;

/**
 * The reads of document 2 over the sections of stored objects: overviews, details, sections with explanations,
 * selected field values and the detailed object. Parameters arrive checked; an unknown object answers 404.
 */
@Service
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class SectionReads {

	private final StoredObjects objects;

	private final StoredSections sections;

	private final StoredDefinitions definitions;

	private final SectionJson json;

	private final DetailedObjects detailedObjects;

	/** Overview items of every section of the instruments; 404 only when none of the ISINs is known. */
	public List<OverviewItem> overviews(List<String> isinCodes) {
		Map<String, String> isinByObject = instruments(isinCodes);
		return sections.of(isinByObject.keySet(), List.of(), List.of())
			.stream()
			.map(section -> section.overview(isinByObject.get(section.objectId())))
			.toList();
	}

	public List<OverviewItem> overview(String isinCode, @Nullable String ag, @Nullable LocalDate from,
			@Nullable LocalDate to) {
		StoredObject instrument = instrument(isinCode);
		return sections.dated(instrument.id(), ag, from, to).stream().map(section -> section.overview(isinCode)).toList();
	}

	/** Detail items of the named objects' sections of the given ags and bids; 404 when no id is known. */
	public List<DetailItem> details(FinancialObjectType type, List<String> ids, Set<String> ags, Set<String> bids) {
		Map<String, StoredObject> found = new LinkedHashMap<>();
		Map<String, List<String>> requestedByObject = new LinkedHashMap<>();
		for (String id : ids) {
			objects.byAnyId(type, id).ifPresent(object -> {
				found.put(object.id(), object);
				requestedByObject.computeIfAbsent(object.id(), key -> new ArrayList<>()).add(id);
			});
		}
		if (found.isEmpty()) {
			throw new NotFound("No " + type + " with any of the ids " + ids);
		}
		return sections.of(found.keySet(), ags, bids)
			.stream()
			.flatMap(section -> requestedByObject.get(section.objectId())
				.stream()
				.map(id -> json.detail(section, id, found.get(section.objectId()).idTypeOf(id))))
			.toList();
	}

	public DetailItem detail(FinancialObjectType type, String id, String ag, String bid) {
		StoredObject object = object(type, id);
		return sections.of(List.of(object.id()), List.of(ag), List.of(bid))
			.stream()
			.findFirst()
			.map(section -> json.detail(section, id, object.idTypeOf(id)))
			.orElseThrow(() -> new NotFound("The " + type + " " + id + " has no section " + ag + "/" + bid));
	}

	/** Sections of the given ags with their fields' explanations, all of them or the newest per ag. */
	public List<DetailItem> sectionsWithExplanations(List<String> isinCodes, Set<String> ags, boolean latestOnly) {
		Map<String, String> isinByObject = instruments(isinCodes);
		Set<String> seen = new HashSet<>();
		List<DetailItem> items = sections.of(isinByObject.keySet(), ags, List.of())
			.stream()
			.filter(section -> !latestOnly || seen.add(section.objectId() + "/" + section.header().ag()))
			.map(section -> json.detail(section, isinByObject.get(section.objectId()), "ISIN"))
			.toList();
		Set<String> codes = new HashSet<>();
		items.forEach(item -> {
			codes.addAll(item.fields().datFields().keySet());
			codes.addAll(item.fields().txtFields().keySet());
		});
		Map<String, StoredDefinitions.FieldDefinition> explained = definitions.byCode(codes);
		return items.stream().map(item -> item.withExplanations(explanations(item, explained))).toList();
	}

	/** The newest value of each named field: its DAT value, or its TXT value; both null when it has none. */
	public List<SelectedFieldValue> fieldValues(String isinCode, List<String> fieldNames) {
		List<StoredSection> newestFirst = new ArrayList<>(sections.of(List.of(instrument(isinCode).id()), List.of(),
				List.of()));
		newestFirst.sort(Comparator.comparing((StoredSection section) -> section.header().lastModification())
			.reversed());
		List<Map<String, JsonNode>> dat = newestFirst.stream().map(json::datFields).toList();
		List<Map<String, JsonNode>> txt = newestFirst.stream().map(json::txtFields).toList();
		return fieldNames.stream()
			.map(name -> new SelectedFieldValue(name, newest(dat, name), newest(txt, name)))
			.toList();
	}

	public DetailedObject detailedObject(FinancialObjectType type, String id, Set<String> fields) {
		StoredObject object = object(type, id);
		List<StoredSection> stored = sections.of(List.of(object.id()), List.of(), List.of());
		return detailedObjects.build(object, id, stored, definitions.all(), fields);
	}

	private static @Nullable String newest(List<Map<String, JsonNode>> maps, String name) {
		return maps.stream().filter(map -> map.containsKey(name)).findFirst().map(map -> FieldTexts.of(map.get(name)))
			.orElse(null);
	}

	private static Map<String, String> explanations(DetailItem item,
			Map<String, StoredDefinitions.FieldDefinition> definitions) {
		Map<String, String> explanations = new LinkedHashMap<>();
		for (String code : concat(item.fields().datFields().keySet(), item.fields().txtFields().keySet())) {
			StoredDefinitions.FieldDefinition definition = definitions.get(code);
			if (definition != null) {
				explanations.put(code, definition.explanation());
			}
		}
		return explanations;
	}

	private static List<String> concat(Collection<String> first, Collection<String> second) {
		List<String> all = new ArrayList<>(first);
		all.addAll(second);
		return all;
	}

	private Map<String, String> instruments(List<String> isinCodes) {
		Map<String, String> byObject = new LinkedHashMap<>();
		isinCodes.forEach(isin -> objects.instrumentByIsin(isin).ifPresent(found -> byObject.put(found.id(), isin)));
		if (byObject.isEmpty()) {
			throw new NotFound("No instrument with any of the ISINs " + isinCodes);
		}
		return byObject;
	}

	private StoredObject instrument(String isinCode) {
		return objects.instrumentByIsin(isinCode)
			.orElseThrow(() -> new NotFound("No instrument with ISIN " + isinCode));
	}

	private StoredObject object(FinancialObjectType type, String id) {
		return objects.byAnyId(type, id).orElseThrow(() -> new NotFound("No " + type + " with id " + id));
	}
}
