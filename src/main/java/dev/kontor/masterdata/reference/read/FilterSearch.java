package dev.kontor.masterdata.reference.read;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.stream.Collectors;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** Instruments whose filterable fields meet every criterion, with the values of the fields searched by. */
@Repository
@RequiredArgsConstructor
class FilterSearch {

	private final JdbcClient jdbc;

	List<FilterValuesResult> search(List<FilterCriterion> criteria, int maxResults) {
		StringJoiner matching = new StringJoiner(" INTERSECT ");
		Map<String, Object> parameters = new HashMap<>();
		for (int i = 0; i < criteria.size(); i++) {
			matching.add(criteria.get(i).sqlCondition(i));
			parameters.put("field" + i, criteria.get(i).fieldCode());
			parameters.put("value" + i, criteria.get(i).sqlValue());
		}
		List<StoredObject> objects = jdbc
			.sql("SELECT " + StoredObject.COLUMNS + " FROM md_objects WHERE object_type = 'Instrument' AND id IN ("
					+ matching + ") ORDER BY sort_name, id FETCH FIRST :max ROWS ONLY")
			.params(parameters)
			.param("max", maxResults)
			.query(StoredObject::read)
			.list();
		if (objects.isEmpty()) {
			return List.of();
		}
		Map<String, List<FilterValuesResult.FieldValue>> values = values(objects,
				criteria.stream().map(FilterCriterion::fieldCode).distinct().toList());
		return objects.stream()
			.map(object -> new FilterValuesResult(String.valueOf(object.isin()), object.wkn(), object.name(),
					object.type(), object.cfiCode(), values.getOrDefault(object.id(), List.of())))
			.toList();
	}

	private Map<String, List<FilterValuesResult.FieldValue>> values(List<StoredObject> objects, List<String> codes) {
		return jdbc.sql("SELECT object_id, field_code, value_dat, value_txt FROM md_field_values "
				+ "WHERE object_id IN (:ids) AND field_code IN (:codes) ORDER BY object_id, field_code")
			.param("ids", objects.stream().map(StoredObject::id).toList())
			.param("codes", codes)
			.query((rs, row) -> Map.entry(rs.getString(1), fieldValue(rs.getString(2), rs.getString(3),
					rs.getString(4))))
			.list()
			.stream()
			.collect(Collectors.groupingBy(Map.Entry::getKey,
					Collectors.mapping(Map.Entry::getValue, Collectors.toList())));
	}

	private static FilterValuesResult.FieldValue fieldValue(String code, @Nullable String dat, @Nullable String txt) {
		return new FilterValuesResult.FieldValue(code, dat, txt, txt == null ? null : txt.length());
	}
}
