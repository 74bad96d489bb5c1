package dev.kontor.pricefeed.quotes;

import java.sql.DatabaseMetaData;

import javax.sql.DataSource;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;

/** Chooses the quote writes for the database the application runs on. */
@Configuration(proxyBeanMethods = false)
class QuoteWritesConfiguration {

	@Bean
	QuoteWrites quoteWrites(DataSource dataSource, JdbcTemplate jdbcTemplate, JdbcClient jdbc) {
		String product = jdbcTemplate.execute((ConnectionCallback<String>) connection -> {
			DatabaseMetaData metaData = connection.getMetaData();
			return metaData.getDatabaseProductName();
		});
		return "PostgreSQL".equals(product) ? new PostgresQuoteWrites(dataSource, jdbcTemplate, jdbc)
				: new StandardQuoteWrites(jdbcTemplate, jdbc);
	}
}
