package serbench.data.own;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.core.util.JsonParserDelegate;
import java.io.IOException;
import java.math.BigDecimal;

/**
 * A parser that refuses to hand out a number that is not the sample's: Jackson's own conversions let {@code 200}
 * become the byte {@code -56} (it accepts bytes up to 255), {@code 1e400} become an infinite double, {@code 1e-400}
 * become zero, and an integer above 2^53 (2^24 for a float) become its nearest neighbour. A decimal fraction's
 * nearest double ({@code 0.1}) is how every JSON reader reads it, and is kept.
 */
final class LosslessNumbers extends JsonParserDelegate {
    LosslessNumbers(JsonParser parser) {
        super(parser);
    }

    @Override
    public byte getByteValue() throws IOException {
        int value = getIntValue();
        if (value != (byte) value) throw lost("a byte holds -128 to 127, not " + value, Byte.TYPE);
        return (byte) value;
    }

    @Override
    public double getDoubleValue() throws IOException {
        double value = super.getDoubleValue();
        check(value, Double.TYPE);
        return value;
    }

    @Override
    public float getFloatValue() throws IOException {
        float value = super.getFloatValue();
        check(value, Float.TYPE);
        return value;
    }

    @Override
    public Number getNumberValue() throws IOException {
        Number value = super.getNumberValue();
        if (value instanceof Double d) check(d, Double.TYPE);
        return value;
    }

    /** Overflow to infinity, a number that is not zero read as zero, an integer read as another. */
    private void check(double value, Class<?> type) throws IOException {
        if (Double.isInfinite(value) || Double.isNaN(value)) throw lost(getText() + " is beyond a " + type + "'s range", type);
        BigDecimal exact = new BigDecimal(getText());   // the sample's digits (Jackson converts no float back to a decimal)
        if (value == 0 && exact.signum() != 0) throw lost(getText() + " is too small for a " + type + ": it would read as 0", type);
        BigDecimal read = new BigDecimal(value);
        if (currentToken() == JsonToken.VALUE_NUMBER_INT && read.compareTo(exact) != 0) {
            throw lost("a " + type + " cannot hold the integer " + getText() + " exactly: it would read as " + read.toPlainString(), type);
        }
    }

    private InputCoercionException lost(String why, Class<?> type) {
        return new InputCoercionException(this, why, currentToken(), type);
    }
}
