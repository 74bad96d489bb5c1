package dev.kontor.pricefeed.quotes;

import javax.sql.DataSource;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.shared.jdbc.Databases;

/** Chooses the quote writes for the database the application runs on. */
@Configuration(proxyBeanMethods = false)
class QuoteWritesConfiguration {

	@Bean
	QuoteWrites quoteWrites(DataSource dataSource, JdbcTemplate jdbcTemplate, JdbcClient jdbc) {
		return Databases.isPostgres(Databases.productNameOf(dataSource))
				? new PostgresQuoteWrites(dataSource, jdbcTemplate, jdbc) : new StandardQuoteWrites(jdbcTemplate, jdbc);
	}
}
