package dev.kontor.masterdata.reference.web;

import java.util.Arrays;
import java.util.List;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.masterdata.FinancialObjectType;
import dev.kontor.masterdata.reference.read.CatalogueReads;
import dev.kontor.masterdata.reference.read.Definition;
import dev.kontor.masterdata.reference.read.FilterCriterion;
import dev.kontor.masterdata.reference.read.FilterField;
import dev.kontor.masterdata.reference.read.FilterValuesResult;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.paging.Paged;
import dev.kontor.shared.web.WebSettings;

/** Document 2's reads across objects: definitions, filter fields and the filter value search. */
@RestController
@RequestMapping("/api/masterdata/v2")
@Tag(name = "Master data: definitions and filters")
@PreAuthorize("hasAuthority('SCOPE_masterdata.read')")
@RequiredArgsConstructor
class CatalogueController {

	static final int MAX_SEARCH_PARAMETER_LENGTH = 100;

	static final int MAX_CRITERIA = 20;

	static final int MAX_FILTER_VALUE_LENGTH = 200;

	private final CatalogueReads reads;

	private final WebSettings web;

	/** A criterion: {@code filter} is the comparison (equals, startsWith, contains), {@code data} the value. */
	record SearchCriterion(@Nullable String fieldName, @Nullable String filter, @Nullable JsonNode data) {
	}

	@GetMapping("/definitions")
	@Operation(summary = "Objects by name, a page at a time, optionally searched by name words or an identifier",
			description = "As document 2 publishes it, the answer is an array holding the page object.")
	List<Paged<Definition>> definitions(@RequestParam(defaultValue = "Instrument") FinancialObjectType idType,
			@RequestParam int page, @RequestParam(required = false) @Nullable Integer recordsPerPage,
			@RequestParam(required = false) @Nullable String searchParameter) {
		if (page < 1) {
			throw Parameters.invalid("page", "must be between 1 and 2147483647");
		}
		if (recordsPerPage != null && recordsPerPage < 1) {
			throw Parameters.invalid("recordsPerPage", "must be between 1 and 2147483647");
		}
		if (searchParameter != null && searchParameter.length() > MAX_SEARCH_PARAMETER_LENGTH) {
			throw Parameters.invalid("searchParameter", "must be at most " + MAX_SEARCH_PARAMETER_LENGTH + " characters");
		}
		return List.of(reads.definitions(idType, PageRequest.of(page, recordsPerPage, web.maxRecordsPerPage()),
				searchParameter));
	}

	@GetMapping("/filter-fields")
	@Operation(summary = "The fields instruments can be searched by")
	List<FilterField> filterFields() {
		return reads.filterFields();
	}

	@PostMapping("/filter-fields/search")
	@Operation(summary = "Instruments whose fields meet every criterion, with those fields' values")
	List<FilterValuesResult> search(@RequestBody @Nullable List<@Nullable SearchCriterion> criteria) {
		return reads.searchFilterValues(Parameters.items("criteria", criteria, new SearchCriterion(null, null, null),
				MAX_CRITERIA, CatalogueController::criterion));
	}

	private static FilterCriterion criterion(String path, SearchCriterion criterion) {
		if (criterion.fieldName() == null || criterion.fieldName().isBlank()) {
			throw Parameters.invalid(path + ".fieldName", "is required");
		}
		FilterCriterion.Operator operator = Arrays.stream(FilterCriterion.Operator.values())
			.filter(candidate -> candidate.written().equals(criterion.filter()))
			.findFirst()
			.orElseThrow(() -> Parameters.invalid(path + ".filter", "must be one of equals, startsWith, contains"));
		JsonNode data = criterion.data();
		if (data == null || !data.isValueNode() || data.isNull() || data.asString().isBlank()
				|| data.asString().length() > MAX_FILTER_VALUE_LENGTH) {
			throw Parameters.invalid(path + ".data",
					"must be a string, number or boolean of 1 to " + MAX_FILTER_VALUE_LENGTH + " characters");
		}
		return new FilterCriterion(criterion.fieldName(), operator, data.asString());
	}
}
