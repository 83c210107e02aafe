package serbench.model.addressbook;

public enum PhoneType { MOBILE, HOME, WORK }
