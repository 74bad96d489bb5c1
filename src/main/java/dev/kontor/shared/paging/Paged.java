package dev.kontor.shared.paging;

import java.util.List;
import java.util.function.Function;

/** A page in the shape of document 2: {@code pageNumber, recordsPerPage, totalRecordCount, data, lastPage}. */
public record Paged<T>(int pageNumber, int recordsPerPage, long totalRecordCount, List<T> data, boolean lastPage) {

	public static <T> Paged<T> of(PageRequest request, long totalRecordCount, List<T> data) {
		return new Paged<>(request.pageNumber(), request.recordsPerPage(), totalRecordCount, List.copyOf(data),
				request.isLastPage(totalRecordCount));
	}

	public <R> Paged<R> map(Function<T, R> mapper) {
		return new Paged<>(pageNumber, recordsPerPage, totalRecordCount, data.stream().map(mapper).toList(), lastPage);
	}
}
