package serbench.data.message;

public enum EnumType { UNIVERSAL, WEB, IMAGES, LOCAL, NEWS, PRODUCTS, VIDEO }
