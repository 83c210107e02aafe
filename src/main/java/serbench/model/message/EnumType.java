package serbench.model.message;

public enum EnumType { UNIVERSAL, WEB, IMAGES, LOCAL, NEWS, PRODUCTS, VIDEO }
