package serbench.results;

import java.util.List;

/**
 * One machine of a merged report ({@code serbench merge}): its label, what it is, the ids of its JVMs in the
 * merged results (each prefixed with the label), its machine check, its typical spread between JVMs and the
 * results it was merged from. Its figures are ranked against its own alone.
 */
public record MachineRun(String label, String cpu, int cores, String os, long memoryMb, List<String> jvms,
                         Environment.MachineCheck machineCheck, Double jvmSpreadPercent, List<String> parts) {}
