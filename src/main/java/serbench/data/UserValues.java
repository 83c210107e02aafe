package serbench.data;

import serbench.model.user.User;

/** The users of the Protobuf vs Thrift post (seed 000) and of the JMH post (seed 001). */
final class UserValues {
    private static final String PHRASE = "this is a test vs thrift serialization";
    /** The post's source: the phrase three times joined by spaces, that line eight times with no separator. */
    static final String TITLE = String.join(" ", PHRASE, PHRASE, PHRASE).repeat(8);

    private UserValues() {}

    static User user() {
        User u = new User();
        u.id = "123";
        u.weight = 200;
        u.age = 123;
        u.name = "test";
        u.title = TITLE;
        u.desc = "ni hao i am test";
        return u;
    }

    /** The post shows no values; these are plausible ones. */
    static serbench.model.usersmall.User userSmall() {
        serbench.model.usersmall.User u = new serbench.model.usersmall.User();
        u.age = 28;
        u.username = "zhang.wei";
        u.address = "No. 5 Zhongguancun South Street, Haidian District, Beijing";
        return u;
    }
}
