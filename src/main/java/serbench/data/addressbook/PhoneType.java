package serbench.data.addressbook;

public enum PhoneType { MOBILE, HOME, WORK }
