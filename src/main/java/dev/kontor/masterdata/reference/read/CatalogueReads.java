package dev.kontor.masterdata.reference.read;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;

import dev.kontor.masterdata.FinancialObjectType;
import dev.kontor.masterdata.reference.ReferenceDataSettings;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.paging.Paged;

/** The reads across all objects: the definitions list, the filter fields and the filter value search. */
@Service
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class CatalogueReads {

	private final DefinitionSearch definitionSearch;

	private final FilterSearch filterSearch;

	private final StoredDefinitions definitions;

	private final ReferenceDataSettings settings;

	public Paged<Definition> definitions(FinancialObjectType type, PageRequest page, @Nullable String searchParameter) {
		return definitionSearch.page(type, page, searchParameter);
	}

	public List<FilterField> filterFields() {
		return definitions.filterable()
			.stream()
			.map(field -> new FilterField(field.code(), field.type(), field.label(), field.showcase()))
			.toList();
	}

	/** Instruments meeting every criterion, by name, at most {@code kontor.masterdata.max-search-results}. */
	public List<FilterValuesResult> searchFilterValues(List<FilterCriterion> criteria) {
		Set<String> filterable = definitions.filterable()
			.stream()
			.map(StoredDefinitions.FieldDefinition::code)
			.collect(Collectors.toSet());
		for (int i = 0; i < criteria.size(); i++) {
			if (!filterable.contains(criteria.get(i).fieldCode())) {
				String path = "[" + i + "].fieldName";
				throw new InvalidInput(path,
						path + ": '" + criteria.get(i).fieldCode() + "' is not a filter field (see GET /filter-fields)");
			}
		}
		return filterSearch.search(criteria, settings.maxSearchResults());
	}
}
