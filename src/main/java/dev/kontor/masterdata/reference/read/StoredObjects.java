package dev.kontor.masterdata.reference.read;

import java.util.Optional;

import lombok.RequiredArgsConstructor;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.masterdata.FinancialObjectType;
import dev.kontor.masterdata.IdType;

/** Finds objects of the store by their identifiers. */
@Repository
@RequiredArgsConstructor
class StoredObjects {

	private static final String SELECT = "SELECT " + StoredObject.COLUMNS + " FROM md_objects ";

	private final JdbcClient jdbc;

	Optional<StoredObject> instrumentByIsin(String isin) {
		return jdbc.sql(SELECT + "WHERE isin = :isin AND object_type = 'Instrument' ORDER BY id FETCH FIRST 1 ROWS ONLY")
			.param("isin", isin)
			.query(StoredObject::read)
			.optional();
	}

	/** The object of {@code type} whose provider id, ISIN, WKN or EKN is {@code id}. */
	Optional<StoredObject> byAnyId(FinancialObjectType type, String id) {
		return jdbc.sql("SELECT " + StoredObject.COLUMNS + " FROM (" + SELECT + "WHERE id = :id UNION " + SELECT
				+ "WHERE isin = :id UNION " + SELECT + "WHERE wkn = :id UNION " + SELECT + "WHERE ekn = :id) o "
				+ "WHERE object_type = :type ORDER BY id FETCH FIRST 1 ROWS ONLY")
			.param("id", id)
			.param("type", type.name())
			.query(StoredObject::read)
			.optional();
	}

	Optional<StoredObject> byIdentifier(FinancialObjectType type, IdType idType, String value) {
		String column = switch (idType) {
			case ISIN -> "isin";
			case WKN -> "wkn";
			case EKN -> "ekn";
		};
		return jdbc.sql(SELECT + "WHERE " + column + " = :value AND object_type = :type ORDER BY id "
				+ "FETCH FIRST 1 ROWS ONLY")
			.param("value", value)
			.param("type", type.name())
			.query(StoredObject::read)
			.optional();
	}
}
