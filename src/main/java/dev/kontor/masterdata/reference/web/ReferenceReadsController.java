package dev.kontor.masterdata.reference.web;

import java.util.List;
import java.util.Set;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;

import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.masterdata.FinancialObjectType;
import dev.kontor.masterdata.reference.ReferenceDataSettings;
import dev.kontor.masterdata.reference.read.DetailItem;
import dev.kontor.masterdata.reference.read.DetailedObject;
import dev.kontor.masterdata.reference.read.SectionReads;
import dev.kontor.masterdata.reference.read.SelectedFieldValue;

/** Document 2's reads of one object's sections without a tenant parameter. */
@RestController
@RequestMapping("/api/masterdata/v2")
@Tag(name = "Master data: objects and sections")
@PreAuthorize("hasAuthority('SCOPE_masterdata.read')")
@RequiredArgsConstructor
class ReferenceReadsController {

	static final int MAX_FIELD_NAME_LENGTH = 50;

	private final SectionReads reads;

	private final ReferenceDataSettings settings;

	/** A field asked for; {@code datVal} and {@code txtVal} of the request are ignored and filled in the answer. */
	record FieldRequest(@Nullable String fieldName, @Nullable String datVal, @Nullable String txtVal) {
	}

	@GetMapping("/objects/{id}")
	@Operation(summary = "The detailed instrument or institution, restricted to the named fields when given")
	DetailedObject object(@PathVariable String id,
			@RequestParam(defaultValue = "Instrument") FinancialObjectType idType,
			@RequestParam(required = false) @Nullable List<String> fields) {
		List<String> named = fields == null ? List.of() : fields;
		if (named.size() > settings.maxIdsPerRequest()) {
			throw Parameters.invalid("fields", "must name at most " + settings.maxIdsPerRequest() + " fields");
		}
		named.forEach(field -> fieldName("fields", field));
		return reads.detailedObject(idType, Parameters.id("id", id), Set.copyOf(named));
	}

	@GetMapping("/sections")
	@Operation(summary = "Sections of instruments with their fields' explanations: all, or the newest per ag")
	List<DetailItem> sections(@RequestParam List<String> isinCodes, @RequestParam List<String> ags,
			@RequestParam String sectionFilter) {
		boolean latest = switch (sectionFilter) {
			case "all" -> false;
			case "latest" -> true;
			default -> throw Parameters.invalid("sectionFilter", "must be all or latest");
		};
		int max = settings.maxIdsPerRequest();
		return reads.sectionsWithExplanations(Parameters.isins("isinCodes", isinCodes, max),
				Parameters.ags("ags", ags, max), latest);
	}

	@PostMapping("/instruments/{isinCode}/field-values")
	@Operation(summary = "The newest values of the named fields of an instrument")
	List<SelectedFieldValue> fieldValues(@PathVariable String isinCode,
			@RequestBody @Nullable List<@Nullable FieldRequest> fields) {
		List<String> names = Parameters.items("fields", fields, new FieldRequest(null, null, null),
				settings.maxIdsPerRequest(), (path, field) -> fieldName(path + ".fieldName", field.fieldName()));
		return reads.fieldValues(Parameters.isin("isinCode", isinCode), names);
	}

	private static String fieldName(String parameter, @Nullable String name) {
		if (name == null || name.isBlank() || name.length() > MAX_FIELD_NAME_LENGTH) {
			throw Parameters.invalid(parameter, "must be a field code of 1 to " + MAX_FIELD_NAME_LENGTH + " characters");
		}
		return name;
	}
}
