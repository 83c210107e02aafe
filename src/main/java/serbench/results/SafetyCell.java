package serbench.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Map;

/**
 * What one attack did to one codec on one data set: how many trials ended how ({@code rejected},
 * {@code wrong}, {@code unchanged}, {@code foreign}, {@code oom}, {@code hang}, {@code crash}); {@code note}
 * says why an attack is n/a (then {@code trials} is 0) or stopped early.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record SafetyCell(String codec, String dataset, String attack, int trials, Map<String, Integer> outcomes, String note) {}
