package dev.kontor.masterdata.reference.read;

import java.util.List;

import org.jspecify.annotations.Nullable;

/** An instrument matching a filter value search, with the values of the fields searched by. */
public record FilterValuesResult(String isinCode, @Nullable String wkn, String name, String type,
		@Nullable String cfiCode, List<FieldValue> fieldValueList) {

	/** {@code txtRealLength}: the length of the full text value, which may be longer than the value shown. */
	public record FieldValue(String fieldCode, @Nullable String fieldValueDat, @Nullable String fieldValueTxt,
			@Nullable Integer txtRealLength) {
	}
}
