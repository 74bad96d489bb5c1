package dev.kontor.masterdata.reference.read;

import java.sql.ResultSet;
import java.sql.SQLException;

import org.jspecify.annotations.Nullable;

import dev.kontor.masterdata.FinancialObjectType;

/** A row of {@code md_objects}. */
record StoredObject(String id, FinancialObjectType objectType, @Nullable String isin, @Nullable String wkn,
		@Nullable String ekn, String name, String type, @Nullable String cfiCode) {

	static final String COLUMNS = "id, object_type, isin, wkn, ekn, name, type, cfi_code";

	static StoredObject read(ResultSet rs, int row) throws SQLException {
		return new StoredObject(rs.getString(1), FinancialObjectType.valueOf(rs.getString(2)), rs.getString(3),
				rs.getString(4), rs.getString(5), rs.getString(6), rs.getString(7), rs.getString(8));
	}

	/** Which identifier {@code requested} is of this object: ISIN, WKN, EKN, or ID for the provider's id. */
	String idTypeOf(String requested) {
		if (requested.equals(isin)) {
			return "ISIN";
		}
		if (requested.equals(wkn)) {
			return "WKN";
		}
		return requested.equals(ekn) ? "EKN" : "ID";
	}

	Definition definition() {
		return new Definition(isin, ekn, wkn, name, id, type, cfiCode);
	}
}
